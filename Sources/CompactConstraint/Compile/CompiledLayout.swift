/// The result of compiling a layout: its views (index 0 is the root) and every lowered
/// constraint, in the order they are given to the solver.
public struct CompiledLayout: Sendable {
    public var views: [CompiledView]
    public var constraints: [LinearConstraint]
    /// Number of solver variables: four per view.
    public var variableCount: Int { views.count * 4 }

    public init(views: [CompiledView], constraints: [LinearConstraint]) {
        self.views = views
        self.constraints = constraints
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
    /// Safe-area insets of views other than the root, by view index, in points; filled in
    /// by the safe-area pass from solved frames (`SafeAreaPass`). Views not listed have none.
    var safeAreaInsets: [Int: EdgeInsets] = [:]

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
