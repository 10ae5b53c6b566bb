/// Layout by intent (docs/language.md, issue #6): stacks, grids and hiding, as the layout file
/// declares them. The compiler lowers each to ordinary constraints (Compile/Intent/StackLowering,
/// Compile/Intent/GridLowering) that `ccc compile` lists.

/// A number written in the file, or a metric name resolved when compiling (so that
/// `states` can change it).
public enum NumberOrMetric: Sendable, Hashable {
    case number(Double)
    case metric(NameInFile)
}

/// `"stack": {"axis": …, "spacing": …, "alignment": …, "distribution": …,
/// "layoutMarginsRelative": …}`: the view is a UIStackView whose arranged views are its
/// subviews in file order (Apple, "UIStackView").
public struct StackDeclaration: Sendable, Hashable {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
    /// UIStackView.Alignment; `top` is `leading` and `bottom` is `trailing`, as in UIKit.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    /// UIStackView.Distribution.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis = Axis.horizontal
    /// Points between adjacent arranged views (a minimum for `equalSpacing` and `equalCentering`).
    public var spacing = NumberOrMetric.number(0)
    public var alignment = Alignment.fill
    public var distribution = Distribution.fill
    /// Arrange within the stack's layout margins instead of its bounds.
    public var layoutMarginsRelative = false
    /// `baselineRelative` (UIStackView.isBaselineRelativeArrangement): in a vertical stack,
    /// the spacing runs from a view's last baseline to the next view's first baseline.
    public var baselineRelative = false
    /// Where the `stack` key is written.
    public var range: SourceRange
    /// True when a setting had an invalid value (`"axis": "Vertical"`): the stack then
    /// lowers no constraints, so the fallback values add no conflicts or warnings of their own.
    public var hasInvalidSettings = false

    public init(range: SourceRange) { self.range = range }
}

/// `"grid": {"rows": […], "columns": […], "spacing": [h, v]}`.
public struct GridDeclaration: Sendable, Hashable {
    /// One row or column: a fixed size in points, `auto` (the largest intrinsic or fixed
    /// size of the views that sit in this track alone), or a star share of what is left.
    public enum Track: Sendable, Hashable {
        case fixed(Double)
        case auto
        case star(Double)
    }

    public var rows: [Track] = []
    public var columns: [Track] = []
    /// Points between columns (horizontal) and between rows (vertical).
    public var spacing: (horizontal: Double, vertical: Double) = (0, 0)
    /// Where the `grid` key is written.
    public var range: SourceRange

    public init(range: SourceRange) { self.range = range }

    public static func == (a: GridDeclaration, b: GridDeclaration) -> Bool {
        a.rows == b.rows && a.columns == b.columns && a.spacing == b.spacing && a.range == b.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(columns)
        hasher.combine(range)
    }
}

/// `"cell": [row, column]` with optional `"span": [rows, columns]`, zero-based.
public struct GridPlacement: Sendable, Hashable {
    public var row: Int
    public var column: Int
    public var rowSpan = 1
    public var columnSpan = 1
    /// Where the `cell` key is written.
    public var range: SourceRange

    public init(row: Int, column: Int, range: SourceRange) {
        self.row = row
        self.column = column
        self.range = range
    }
}

/// `"hidden": true`, or a metric name (hidden when the metric is not 0, so a state can hide a view).
public struct HiddenDeclaration: Sendable, Hashable {
    public var value: NumberOrMetric
    public var range: SourceRange

    public init(value: NumberOrMetric, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
