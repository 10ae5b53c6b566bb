/// A layout file after decoding (docs/language.md): the root's size, metrics, views and
/// constraint strings, each with the file range it came from. Order is file order.
public struct LayoutDocument: Sendable {
    /// The root view's size in points; nil when the file gives none. A side left out is
    /// computed from the constraints (self-sizing).
    public var size: RootSize?
    /// Where `size` is written.
    public var sizeRange: SourceRange?
    public var metrics: [Metric] = []
    public var views: [ViewDeclaration] = []
    /// The top-level constraint list; `self` there is the root.
    public var constraints: [ConstraintEntry] = []
    /// The root's safe-area insets in points.
    public var safeArea = EdgeInsets.zero
    /// The root's layout margins in points (default 8 on every side, as UIKit).
    public var layoutMargins = EdgeInsets.standardMargins
    public var layoutDirection = LayoutDirection.leftToRight
    /// Screen scale (points to pixels); nil when not given.
    public var scale: Double?
    public var states: [StateDeclaration] = []
    /// The `"lint"` objects of views and constraint objects, in file order.
    public var lintObjects: [LintObject] = []

    public init() {}
}

/// A width and height in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets in points, in the order the file writes them: top, left, bottom, right.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// UIKit's default `layoutMargins`: 8 points on every side.
    public static let standardMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}

/// A named number. `range` is where its name is written.
public struct Metric: Sendable, Hashable {
    public var name: String
    public var value: Double
    public var range: SourceRange?

    public init(name: String, value: Double, range: SourceRange?) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// One entry of a `views` object.
///
/// The fields most views leave at their defaults (priorities, margins, baselines, stack,
/// grid, docking, …) live in one shared record that only a view setting one of them has, so
/// that a layout of many plain views costs a few words a view (issue #18: 100,000 views).
public struct ViewDeclaration: Sendable {
    public var name: String
    /// Where the name is written (the key).
    public var nameRange: SourceRange
    /// The superview's name as written, with its range; nil means the root.
    public var superview: (name: String, range: SourceRange)?
    /// A fixed, required size; nil in an axis means none.
    public var size: (width: Double?, height: Double?) = (nil, nil)
    /// Intrinsic content size; nil in an axis means none.
    public var intrinsicSize: (width: Double?, height: Double?) = (nil, nil)
    /// Constraints installed on this view: `self` there is this view.
    public var constraints: [ConstraintEntry] = []
    /// The fields below, when one of them is not its default.
    private var details: ViewDetails?

    /// Content hugging priority per axis (UIKit's default 250).
    public var hugging: (horizontal: Double, vertical: Double) {
        get { details?.fields.hugging ?? (250, 250) }
        set { change { $0.hugging = newValue } }
    }
    /// Compression resistance priority per axis (UIKit's default 750).
    public var compressionResistance: (horizontal: Double, vertical: Double) {
        get { details?.fields.compressionResistance ?? (750, 750) }
        set { change { $0.compressionResistance = newValue } }
    }
    public var layoutMargins: EdgeInsets {
        get { details?.fields.layoutMargins ?? .standardMargins }
        set { change { $0.layoutMargins = newValue } }
    }
    /// First baseline, in points from the view's top.
    public var baseline: Double? {
        get { details?.fields.baseline }
        set { change { $0.baseline = newValue } }
    }
    /// Last baseline, in points from the view's top.
    public var lastBaseline: Double? {
        get { details?.fields.lastBaseline }
        set { change { $0.lastBaseline = newValue } }
    }
    /// Docking: `align` and `margin` (docs/language.md).
    public var align: Docking? {
        get { details?.fields.align }
        set { change { $0.align = newValue } }
    }
    /// The view arranges its subviews as a stack view (issue #6).
    public var stack: StackDeclaration? {
        get { details?.fields.stack }
        set { change { $0.stack = newValue } }
    }
    /// The view places its subviews in a grid of rows and columns.
    public var grid: GridDeclaration? {
        get { details?.fields.grid }
        set { change { $0.grid = newValue } }
    }
    /// Where the view sits in its superview's grid.
    public var cell: GridPlacement? {
        get { details?.fields.cell }
        set { change { $0.cell = newValue } }
    }
    /// A hidden arranged view takes no room in its stack.
    public var hidden: HiddenDeclaration? {
        get { details?.fields.hidden }
        set { change { $0.hidden = newValue } }
    }
    /// `spacingAfter`: the stack's spacing after this arranged view, in points or a metric
    /// (UIStackView.setCustomSpacing(_:after:)).
    public var spacingAfter: NumberOrMetric? {
        get { details?.fields.spacingAfter }
        set { change { $0.spacingAfter = newValue } }
    }

    public init(name: String, nameRange: SourceRange) {
        self.name = name
        self.nameRange = nameRange
    }

    /// Sets a field of the shared record: a new record, so copies never see the change.
    private mutating func change(_ update: (inout ViewDetails.Fields) -> Void) {
        var fields = details?.fields ?? ViewDetails.Fields()
        update(&fields)
        details = ViewDetails(fields)
    }
}

/// The rarely set fields of a `ViewDeclaration`, never changed once made.
private final class ViewDetails: Sendable {
    struct Fields: Sendable {
        var hugging: (horizontal: Double, vertical: Double) = (250, 250)
        var compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)
        var layoutMargins = EdgeInsets.standardMargins
        var baseline: Double?
        var lastBaseline: Double?
        var align: Docking?
        var stack: StackDeclaration?
        var grid: GridDeclaration?
        var cell: GridPlacement?
        var hidden: HiddenDeclaration?
        var spacingAfter: NumberOrMetric?
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }
}

/// `"align": "right top"` with `"margin": …`, lowered to ordinary constraints.
public struct Docking: Sendable, Hashable {
    public enum Horizontal: String, Sendable { case left, center, right, fill, leading, trailing }
    public enum Vertical: String, Sendable { case top, center, bottom, fill }
    public var horizontal: Horizontal?
    public var vertical: Vertical?
    public var margin = EdgeInsets.zero
    /// Where the `align` value is written.
    public var range: SourceRange

    public init(horizontal: Horizontal?, vertical: Vertical?, range: SourceRange) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.range = range
    }
}

/// One constraint string, or a visual format string with its options.
public struct ConstraintEntry: Sendable, Hashable {
    public var text: SourceString
    /// Visual format options as written (`alignAllCenterY`), with their ranges.
    public var options: [NameInFile] = []
    /// The whole entry's range in the file (for a string, including its quotes).
    public var range: SourceRange

    public init(text: SourceString, options: [NameInFile] = [], range: SourceRange) {
        self.text = text
        self.options = options
        self.range = range
    }
}

/// A name written in the file and where.
public struct NameInFile: Sendable, Hashable {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, _ range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A named set of metric overrides, chosen with `--state NAME`.
public struct StateDeclaration: Sendable, Hashable {
    public var name: String
    public var range: SourceRange
    public var metrics: [Metric]

    public init(name: String, range: SourceRange, metrics: [Metric]) {
        self.name = name
        self.range = range
        self.metrics = metrics
    }
}

/// A `"lint"` object as written on a view or on a constraint object, and the bytes of the
/// file it covers: the whole view entry, or the constraint object (`LayoutSuppressions`).
public struct LintObject: Sendable {
    let node: JSONNode
    let scope: Range<Int>
}
