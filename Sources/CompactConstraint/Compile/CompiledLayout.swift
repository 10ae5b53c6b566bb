/// The result of compiling a layout: its views (index 0 is the root) and every lowered
/// constraint, in the order they are given to the solver.
public struct CompiledLayout: Sendable {
    public var views: [CompiledView]
    public var constraints: [LinearConstraint]
    /// Number of solver variables: four per view.
    public var variableCount: Int { views.count * 4 }
    /// The parsed layout it was compiled from: the document and every constraint string's
    /// syntax tree, or only the names they read as metrics once `releaseSyntax()` ran
    /// (`Pipeline.solve(_:)` and `Pipeline.compile` release them); nil for a layout made by hand.
    public internal(set) var parsed: ParsedLayout?
    /// Every metric after the command line's overrides, in rising precedence
    /// (`CompileOptions.metricLayers`).
    public internal(set) var metrics: [Metric] = []
    /// The layout direction the constraints were lowered for.
    public internal(set) var direction: LayoutDirection = .leftToRight
    /// Each stack's spacers (view indices), by the stack's view index.
    var guides: [Int: [Int]] = [:]
    /// The parts whose constraints read a view's safe-area insets (through its `safe`
    /// guide or its margins), in order, so that `Compiler.relower` lowers only those again.
    var insetDependent: [Segment] = []

    /// A part of the layout and where its constraints are in `constraints`.
    struct Segment: Sendable {
        let unit: Compiler.LoweringUnit
        let range: Range<Int>
    }

    public init(views: [CompiledView], constraints: [LinearConstraint]) {
        self.views = views
        self.constraints = constraints
    }

    /// Lets the syntax trees go (`ParsedLayout.releasingSyntax()`) once nothing will lower
    /// them again: `parsed` keeps the document and the names read as metrics.
    mutating func releaseSyntax() {
        parsed = parsed?.releasingSyntax()
    }
}

/// A view as the compiler sees it; its frame is the variables `4·index ..< 4·index + 4`.
public struct CompiledView: Sendable {
    /// The name in the file; the root is called `self`.
    public var name: String
    public var index: Int
    /// The superview's index; nil only for the root.
    public var superview: Int?
    /// Where the file declares the view (nil for the root).
    public var nameRange: SourceRange?
    public var layoutMargins: EdgeInsets
    /// The insets of this view's safe-area layout guide.
    public var safeAreaInsets: EdgeInsets
    public var baseline: Double?
    public var lastBaseline: Double?
    /// An invisible layout guide the compiler added (a stack's spacer); never printed.
    public var isGuide = false
    /// For a stack: the arranged view whose first (last) baseline is the stack's (StackBaselines).
    public var firstBaselineView: Int?
    public var lastBaselineView: Int?

    public var x: Int { 4 * index }
    public var y: Int { 4 * index + 1 }
    public var width: Int { 4 * index + 2 }
    public var height: Int { 4 * index + 3 }

    public init(
        name: String, index: Int, superview: Int?, nameRange: SourceRange?, layoutMargins: EdgeInsets,
        safeAreaInsets: EdgeInsets = .zero, baseline: Double? = nil, lastBaseline: Double? = nil
    ) {
        self.name = name
        self.index = index
        self.superview = superview
        self.nameRange = nameRange
        self.layoutMargins = layoutMargins
        self.safeAreaInsets = safeAreaInsets
        self.baseline = baseline
        self.lastBaseline = lastBaseline
    }
}

/// Metric overrides and sizes from the command line (docs/command-line.md).
public struct CompileOptions: Sendable {
    /// Replaces the file's `size`.
    public var size: RootSize?
    /// Applied in order after the file's metrics: each `--metrics` file, the state's
    /// overrides (filled in by the compiler from `state`), then each `--metric`.
    public var metricFiles: [[Metric]]
    public var metrics: [Metric]
    /// A name from the file's `states`.
    public var state: String?
    /// Replaces the file's `layoutDirection` (`--layout-direction`).
    public var layoutDirection: LayoutDirection?
    /// Replaces the file's `scale` (`--scale`): pixels per point, for rounding frames.
    public var scale: Double?
    public init(
        size: RootSize? = nil, metricFiles: [[Metric]] = [], metrics: [Metric] = [], state: String? = nil,
        layoutDirection: LayoutDirection? = nil, scale: Double? = nil
    ) {
        self.size = size
        self.metricFiles = metricFiles
        self.metrics = metrics
        self.state = state
        self.layoutDirection = layoutDirection
        self.scale = scale
    }
}

/// Where a metric's value comes from, in rising precedence.
enum MetricSource: Equatable {
    /// The layout file's `metrics`.
    case file
    /// A `--metrics` file (or one `.ccc.json` names).
    case metricsFile
    /// The overrides of the state being solved.
    case state(String)
    /// A `--metric NAME=VALUE`.
    case commandLine
}

extension CompileOptions {
    /// The metrics of `document` in rising precedence (docs/command-line.md): the file's,
    /// each `--metrics` file, the state's overrides, then each `--metric`; a later
    /// definition of a name wins. The one home of that order: the compiler, `ccc lint`
    /// and `ccc explain` all read it here.
    func metricLayers(_ document: LayoutDocument) -> [(source: MetricSource, metrics: [Metric])] {
        var layers: [(source: MetricSource, metrics: [Metric])] = [(.file, document.metrics)]
        for file in metricFiles { layers.append((.metricsFile, file)) }
        if let name = state, let state = document.states.first(where: { $0.name == name }) {
            layers.append((.state(name), state.metrics))
        }
        layers.append((.commandLine, metrics))
        return layers
    }

    /// Every metric of `document`, in rising precedence (`metricLayers`).
    func metrics(for document: LayoutDocument) -> [Metric] {
        metricLayers(document).flatMap(\.metrics)
    }
}
