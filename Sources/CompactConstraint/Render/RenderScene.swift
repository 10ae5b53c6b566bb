/// What `ccc render` draws of one solved layout, in the root's coordinates (points):
/// the views in painting order, which of them are open (ambiguous) or in a broken
/// (conflict) set, and every constraint with the views it relates.
public struct RenderScene: Sendable {
    public struct View: Sendable {
        /// Index in the compiled layout (0 is the root).
        public var index: Int
        public var name: String
        /// Relative to the root.
        public var frame: Frame
        /// Relative to the superview, as `ccc solve` prints it.
        public var relativeFrame: Frame
        public var superview: String?
        /// 0 for the root, 1 for its subviews, …
        public var depth: Int
        public var ambiguity: Ambiguity
        /// In the conflict set of an `unsatisfiable-constraint` error.
        public var inConflict: Bool
        /// The layout margins Auto Layout uses (measured from the safe area), points.
        public var margins: EdgeInsets
        public var safeAreaInsets: EdgeInsets
        /// Has subviews: its margins are drawn.
        public var isContainer: Bool
    }

    public struct Constraint: Sendable {
        public var canonical: String
        public var identifier: String
        public var kind: ConstraintOrigin.Kind
        public var priority: Int
        public var range: SourceRange?
        /// `file:line:column`, then what generated it when the file does not write it as such
        /// (empty in a scene made without `geometry`).
        public var origin: String
        /// The views it relates (compiled indices, guides mapped to their superview), ascending.
        public var views: [Int]
        /// How it is drawn; nil when it has no simple picture (a multiplier across axes, three views).
        public var shape: ConstraintShape?
        /// Broken to recover from a conflict.
        public var isBroken: Bool
    }

    /// The solved root size; when the root solved to 0 on a side (no size, nothing sizes it),
    /// the views' extent on that side from the root's origin instead (``isSizedByViews``).
    public var size: Size
    /// The root solved to zero width or height and ``size`` is the views' bounding box
    /// (from the root's origin) on that side; `ccc render` warns.
    public var isSizedByViews = false
    /// The root first, then every view after its superview, siblings in file order.
    public var views: [View]
    public var constraints: [Constraint]

    /// The scene of a run; nil when the file could not be solved at all.
    ///
    /// `geometry`: place every constraint (``ConstraintShape``), for the overlay and the
    /// HTML page. That needs the values of the layout guides too (stack spacers), which the
    /// solution does not print: they are the run's `values` (a run made by hand without them
    /// is solved once more); without it the frames come from the run's solution alone.
    ///
    /// `direction`: the layout direction the run used (where leading and trailing anchors are).
    public static func make(
        _ run: Pipeline.Run, geometry: Bool, direction: LayoutDirection = .leftToRight
    ) -> RenderScene? {
        guard let layout = run.layout, let solution = run.solution else { return nil }
        let values: [Double]
        if geometry {
            var scratch = Diagnostics()
            values = placingGuides(run.values ?? LayoutSolver.values(layout, into: &scratch), layout)
        } else {
            values = Self.values(layout, solution)
        }
        let (conflictViews, broken) = conflicts(run.diagnostics, layout)
        let solved = Dictionary(solution.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var children = [[Int]](repeating: [], count: layout.views.count)
        for view in layout.views.dropFirst() where !view.isGuide {
            if let parent = view.superview, children.indices.contains(parent) { children[parent].append(view.index) }
        }
        var views: [View] = []
        var stack: [(Int, Int)] = [(0, 0)]
        var visited = Set<Int>()
        while let (index, depth) = stack.popLast() {
            guard layout.views.indices.contains(index), visited.insert(index).inserted else { continue }
            let compiled = layout.views[index]
            let frame = Frame(
                x: values[compiled.x], y: values[compiled.y], width: values[compiled.width], height: values[compiled.height])
            let answer = solved[compiled.name]
            views.append(View(
                index: index, name: index == 0 ? "self" : compiled.name, frame: frame,
                relativeFrame: index == 0 ? frame : answer?.frame ?? frame, superview: answer?.superview,
                depth: depth, ambiguity: index == 0 ? Ambiguity() : answer?.ambiguity ?? Ambiguity(),
                inConflict: conflictViews.contains(index), margins: compiled.effectiveLayoutMargins,
                safeAreaInsets: compiled.safeAreaInsets, isContainer: !children[index].isEmpty))
            for child in children[index].reversed() { stack.append((child, depth + 1)) }
        }
        let locations = LocationTable(
            run.file, offsets: geometry ? layout.constraints.compactMap { $0.origin.range?.lowerBound } : [])
        let scope = Scope(views: layout.views, metrics: [], direction: direction)
        // UIKit's implicit `width >= 0` / `height >= 0` are left out, as `ccc compile` leaves
        // them out without `--implicit`, unless one is broken in a conflict.
        let shown = layout.constraints.enumerated().filter { index, constraint in
            constraint.origin.kind != .nonNegativeSize || broken.contains(index)
        }
        let constraints = shown.map { index, constraint in
            let related = viewsOf(constraint, layout)
            return Constraint(
                canonical: constraint.origin.canonical, identifier: constraint.origin.identifier,
                kind: constraint.origin.kind, priority: constraint.priority, range: constraint.origin.range,
                origin: geometry ? originText(constraint, run.file, locations) : "", views: related,
                shape: geometry ? ConstraintShape.make(constraint, layout: layout, values: values, scope: scope) : nil,
                isBroken: broken.contains(index))
        }
        var scene = RenderScene(size: solution.size, views: views, constraints: constraints)
        scene.fitZeroSizeToViews()
        return scene
    }

    /// A root of width or height 0 would draw nothing (`viewBox="0 0 0 0"`): that side
    /// becomes the far edge of the farthest view instead.
    mutating func fitZeroSizeToViews() {
        let frames = views.dropFirst().map(\.frame)
        let right = frames.map { $0.x + $0.width }.max() ?? 0
        let bottom = frames.map { $0.y + $0.height }.max() ?? 0
        if !(size.width > 0), right > 0 {
            size.width = right
            isSizedByViews = true
        }
        if !(size.height > 0), bottom > 0 {
            size.height = bottom
            isSizedByViews = true
        }
    }

    /// `file:line:column`, then what generated the constraint (as `ccc explain` prints it).
    static func originText(_ constraint: LinearConstraint, _ file: SourceFile, _ locations: LocationTable) -> String {
        let origin = constraint.origin
        let explained = ExplainedConstraint(
            canonical: origin.canonical, identifier: origin.identifier, kind: origin.kind, priority: constraint.priority,
            range: nil, sensitivity: 0, sensitivityBelow: 0, shortfall: 0)
        var parts: [String] = []
        if let range = origin.range {
            let start = locations.location(of: range.lowerBound, in: file)
            parts.append("\(file.path):\(start.line):\(start.column)")
        }
        if let generator = ExplanationWriter.generator(explained) { parts.append(generator) }
        return parts.isEmpty ? "(implicit)" : parts.joined(separator: "  ")
    }

    /// Every variable's value from the solution's root frames (guides, which it leaves out, at 0).
    static func values(_ layout: CompiledLayout, _ solution: Solution) -> [Double] {
        var values = [Double](repeating: 0, count: layout.variableCount)
        if values.count >= 4 { (values[2], values[3]) = (solution.size.width, solution.size.height) }
        var byName: [String: Int] = [:]
        for view in layout.views.dropFirst() where !view.isGuide { byName[view.name] = view.index }
        for view in solution.views {
            guard let index = byName[view.name], values.indices.contains(4 * index + 3) else { continue }
            let f = view.absoluteFrame
            (values[4 * index], values[4 * index + 1], values[4 * index + 2], values[4 * index + 3]) = (f.x, f.y, f.width, f.height)
        }
        return values
    }

    /// `values` with each layout guide's free axis placed on its stack. A stack's guides are
    /// constrained on one axis only (the spacers of `equalSpacing` along it, the alignment
    /// spanner across it); on the other their variables are in no constraint but the implicit
    /// non-negative size and solve to 0,
    /// the root's edge, so the overlay drew the spanner's constraints up to 150 points from
    /// a stack placed at x 150 (trial 14). On that axis a guide takes its stack's position and
    /// length, in root coordinates as views are. Points; the solver's values are unchanged.
    static func placingGuides(_ values: [Double], _ layout: CompiledLayout) -> [Double] {
        let guides = layout.views.filter { $0.isGuide && $0.superview != nil }
        guard !guides.isEmpty else { return values }
        let firstGuideVariable = 4 * (guides.map(\.index).min() ?? 0)
        var used = Set<Int>()
        // The implicit `width >= 0` of every guide places nothing.
        for constraint in layout.constraints where constraint.origin.kind != .nonNegativeSize {
            for term in constraint.expression.terms where term.variable >= firstGuideVariable { used.insert(term.variable) }
        }
        var placed = values
        for guide in guides {
            guard let stack = guide.superview else { continue }
            for axis in 0..<2 {
                let (position, length) = (4 * guide.index + axis, 4 * guide.index + axis + 2)
                let (stackPosition, stackLength) = (4 * stack + axis, 4 * stack + axis + 2)
                guard !used.contains(position), !used.contains(length), placed.indices.contains(length),
                    placed.indices.contains(stackLength)
                else { continue }
                (placed[position], placed[length]) = (placed[stackPosition], placed[stackLength])
            }
        }
        return placed
    }

    /// The views a constraint relates, a guide standing for its superview.
    static func viewsOf(_ constraint: LinearConstraint, _ layout: CompiledLayout) -> [Int] {
        var result = Set<Int>()
        for term in constraint.expression.terms {
            var view = term.variable / 4
            while layout.views.indices.contains(view), layout.views[view].isGuide, let parent = layout.views[view].superview {
                view = parent
            }
            result.insert(view)
        }
        return result.sorted()
    }

    /// The views and constraints named by `unsatisfiable-constraint` errors: the broken
    /// constraint (at the error's location, its canonical form in the message) and the
    /// members of its conflict set (in the notes).
    static func conflicts(_ diagnostics: [Diagnostic], _ layout: CompiledLayout) -> (views: Set<Int>, broken: Set<Int>) {
        var views = Set<Int>()
        var broken = Set<Int>()
        for diagnostic in diagnostics where diagnostic.code == .unsatisfiableConstraint {
            for (index, constraint) in layout.constraints.enumerated() {
                let origin = constraint.origin
                let isBroken = origin.range == diagnostic.range && diagnostic.message.contains("(\(origin.canonical))")
                let isMember = diagnostic.notes.contains {
                    $0.range == origin.range && $0.message.contains("(\(origin.canonical))")
                }
                guard isBroken || isMember else { continue }
                if isBroken { broken.insert(index) }
                views.formUnion(viewsOf(constraint, layout).filter { $0 != 0 })
            }
        }
        return (views, broken)
    }
}
