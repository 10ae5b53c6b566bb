/// What names mean while compiling one layout: views by name, metrics by name (after
/// every override), and the layout direction. A class of constants: lowering passes the
/// scope to every string's lowering and builder, and a reference is one retain where a
/// struct of ten references was ten.
final class Scope {
    let views: [CompiledView]
    let direction: LayoutDirection
    private let viewIndex: NameTable<Int>
    private let metricValues: NameTable<Double>
    /// Metric names in declaration order, for suggestions.
    let metricNames: [String]
    /// View names in file order, for suggestions: listed when a suggestion first asks
    /// (most layouts never misspell a view, and the list was a tenth of the per-view work).
    private(set) lazy var viewNames: [String] = views.dropFirst().filter { !$0.isGuide }.map(\.name)
    /// Shared by every suggestion made while compiling the file.
    let suggestions = SuggestionBudget()
    /// Counts reads of a non-root view's safe-area insets (`expression`), so that the
    /// compiler knows which constraints to lower again when the insets move.
    let insetReads = InsetReads()
    /// Each view's number of ancestors, for `nearestCommonAncestor`.
    private let depths: [Int]

    init(views: [CompiledView], metrics: [Metric], direction: LayoutDirection) {
        self.views = views
        self.direction = direction
        // Read in place: iterating, or even `views[i].name`, copied every view (a name,
        // optionals and insets each).
        var viewIndex = NameTable<Int>(capacity: views.count)
        views.withUnsafeBufferPointer { views in
            for index in views.indices.dropFirst() { viewIndex.store(views[index].index, for: views[index].name) }
        }
        self.viewIndex = viewIndex
        self.depths = Self.depths(of: views)
        var values = NameTable<Double>(capacity: metrics.count)
        var names: [String] = []
        for metric in metrics {
            if values[metric.name] == nil { names.append(metric.name) }
            values.store(metric.value, for: metric.name)
        }
        self.metricValues = values
        self.metricNames = names
    }

    func view(named name: String) -> Int? { viewIndex[name] }

    /// A metric's value; NaN for a metric whose value in the file is invalid (already
    /// reported there), which callers treat as "drop this constraint quietly".
    func metric(named name: String) -> Double? { metricValues[name] }

    /// The nearest view that contains both (a view contains itself). Walks up from the
    /// deeper one to the other's depth, then from both together, so it takes as many steps
    /// as the two are below their common ancestor: one for a view and its superview,
    /// however deep they are nested (it was once quadratic in the nesting depth: issue #7).
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while depths[a] > depths[b], let parent = views[a].superview { a = parent }
        while depths[b] > depths[a], let parent = views[b].superview { b = parent }
        var steps = 0
        while a != b {
            guard let up = views[a].superview, let other = views[b].superview, steps < views.count else { return 0 }
            (a, b) = (up, other)
            steps += 1
        }
        return a
    }

    /// Each view's number of ancestors (the root's is 0), in one pass over the views.
    /// Superview cycles are broken before a scope is made; a view still on one counts as
    /// under the root.
    static func depths(of views: [CompiledView]) -> [Int] {
        // Read in place: `views[i].superview` copied the whole view.
        views.withUnsafeBufferPointer { depths(of: $0) }
    }

    private static func depths(of views: UnsafeBufferPointer<CompiledView>) -> [Int] {
        var depths = [Int?](repeating: nil, count: views.count)
        var path: [Int] = []
        for start in views.indices where depths[start] == nil {
            path.removeAll(keepingCapacity: true)
            var current = start
            while depths[current] == nil, let parent = views[current].superview, path.count <= views.count {
                path.append(current)
                current = parent
            }
            var depth = depths[current] ?? 0
            if depths[current] == nil { depths[current] = 0 }
            for view in path.reversed() {
                depth += 1
                depths[view] = depth
            }
        }
        return depths.map { $0 ?? 0 }
    }
}

/// Something a constraint can name: a view, or a view's safe-area layout guide.
enum LayoutItem: Equatable {
    case view(Int)
    case safeArea(Int)

    var isSafeArea: Bool {
        if case .safeArea = self { return true }
        return false
    }

    /// The view whose coordinate space the item lives in (the guide's owner).
    var view: Int {
        switch self {
        case .view(let index), .safeArea(let index): index
        }
    }
}

extension Scope {
    /// The expression of an attribute (already resolved for the layout direction) of an
    /// item, in the root's coordinates, in points. `left = x`, `right = x + width`,
    /// `centerX = x + width/2`; margins inset by `layoutMargins`; `firstBaseline` is the
    /// view's `baseline` points below its top, `lastBaseline` (and `baseline`, its alias in
    /// UIKit) the view's `lastBaseline`; each falls back to the other, then to the bottom
    /// edge, as for a view without text (docs/language.md); a stack's baselines are an arranged
    /// view's (StackBaselines). A safe-area guide is the view's frame
    /// inset by its `safeAreaInsets`.
    func expression(_ attribute: LayoutAttribute, of item: LayoutItem) -> LinearExpression {
        if case .view(let index) = item, attribute == .firstBaseline || attribute == .lastBaseline || attribute == .baseline {
            let target = baselineView(of: index, first: attribute == .firstBaseline)
            if target != index { return expression(attribute, of: .view(target)) }
        }
        if item.view != 0, item.isSafeArea || attribute.isMargin { insetReads.count += 1 }
        let view = views[item.view]
        let isGuide = if case .safeArea = item { true } else { false }
        if !isGuide, let edge = Self.edgeExpression(attribute, of: view) { return edge }
        let insets = view.safeAreaInsets
        // Each part is built only when the attribute uses it (an expression is an array).
        var x: LinearExpression {
            let x = LinearExpression(variable: view.x)
            return isGuide ? x + insets.left : x
        }
        var y: LinearExpression {
            let y = LinearExpression(variable: view.y)
            return isGuide ? y + insets.top : y
        }
        var width: LinearExpression {
            let width = LinearExpression(variable: view.width)
            return isGuide ? width + -(insets.left + insets.right) : width
        }
        var height: LinearExpression {
            let height = LinearExpression(variable: view.height)
            return isGuide ? height + -(insets.top + insets.bottom) : height
        }
        var margins: EdgeInsets { isGuide ? .zero : view.effectiveLayoutMargins }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        case .firstBaseline:
            return (view.baseline ?? view.lastBaseline).map { y + $0 } ?? y + height
        case .baseline, .lastBaseline:
            // NSLayoutAttributeBaseline is NSLayoutAttributeLastBaseline (UIKit's NSLayoutConstraint.h).
            return (view.lastBaseline ?? view.baseline).map { y + $0 } ?? y + height
        case .leftMargin, .leadingMargin: return x + margins.left
        case .rightMargin, .trailingMargin: return x + width + -margins.right
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + height + -margins.bottom
        case .centerXWithinMargins:
            let margins = margins
            return x + margins.left + (width + -(margins.left + margins.right)) * 0.5
        case .centerYWithinMargins:
            let margins = margins
            return y + margins.top + (height + -(margins.top + margins.bottom)) * 0.5
        }
    }

    /// A view's (not a guide's) right, bottom, centerX or centerY built as one array of
    /// two terms: the value `x + width` (or `width * 0.5`) gives, without its three
    /// intermediate arrays. Nil for the other attributes.
    private static func edgeExpression(_ attribute: LayoutAttribute, of view: CompiledView) -> LinearExpression? {
        // x < width and y < height in the variable numbering, so the terms are sorted.
        func sum(_ origin: Int, _ size: Int, _ fraction: Double) -> LinearExpression {
            LinearExpression(sortedTerms: LinearTerms(
                LinearTerm(variable: origin, coefficient: 1), LinearTerm(variable: size, coefficient: fraction)))
        }
        switch attribute {
        case .right, .trailing: return sum(view.x, view.width, 1)
        case .bottom: return sum(view.y, view.height, 1)
        case .centerX: return sum(view.x, view.width, 0.5)
        case .centerY: return sum(view.y, view.height, 0.5)
        default: return nil
        }
    }

    /// The origin of a view in the root's coordinates, along one axis.
    func origin(of view: Int, horizontal: Bool) -> LinearExpression {
        if view == 0 { return LinearExpression() }
        return LinearExpression(variable: horizontal ? views[view].x : views[view].y)
    }
}

/// A counter of safe-area inset reads (`Scope.insetReads`).
final class InsetReads {
    var count = 0
}

extension LayoutAttribute {
    /// An attribute measured from the layout margins, which include the safe-area insets.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}

extension CompiledView {
    /// The margins Auto Layout uses, in points: `layoutMargins` measured from the edge of
    /// the safe area, so a margin never reaches into the unsafe area (UIKit's default
    /// `insetsLayoutMarginsFromSafeArea = true`; UIView.layoutMargins: margins grow when
    /// the view is not fully inside the safe area).
    var effectiveLayoutMargins: EdgeInsets {
        EdgeInsets(
            top: layoutMargins.top + safeAreaInsets.top, left: layoutMargins.left + safeAreaInsets.left,
            bottom: layoutMargins.bottom + safeAreaInsets.bottom, right: layoutMargins.right + safeAreaInsets.right)
    }
}
