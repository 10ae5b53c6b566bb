import Cassowary

/// Runs the Cassowary solver over a compiled layout and reads back every view's frame.
///
/// Constraints are added in compile order. A required constraint that cannot be added
/// is broken, as UIKit does: it is reported (with the smallest set of constraints it
/// conflicts with) and left out, and the rest is still solved.
public enum LayoutSolver {
    public static func solve(_ layout: CompiledLayout, into diagnostics: inout Diagnostics) -> Solution {
        let system = run(layout, into: &diagnostics)
        let values = (0..<layout.variableCount).map { system.value(of: $0) }
        let ambiguity = AmbiguityCheck.run(system, layout)
        return frames(layout, values, ambiguity)
    }

    /// Every variable's value (points, root coordinates), without the ambiguity check.
    static func values(_ layout: CompiledLayout, into diagnostics: inout Diagnostics) -> [Double] {
        let system = run(layout, into: &diagnostics)
        return (0..<layout.variableCount).map { system.value(of: $0) }
    }

    /// Adds every constraint in order, breaking (and reporting) required ones that cannot hold.
    private static func run(_ layout: CompiledLayout, into diagnostics: inout Diagnostics) -> SolverSystem {
        let system = SolverSystem(variableCount: layout.variableCount)
        var acceptedRequired: [Int] = []
        var budget = ConflictSet.additionBudget
        for (index, constraint) in layout.constraints.enumerated() {
            switch system.add(constraint) {
            case .success:
                if constraint.priority == 1000 { acceptedRequired.append(index) }
            case .failure:
                let conflict = ConflictSet.minimal(
                    failing: index, candidates: acceptedRequired, in: layout.constraints,
                    variableCount: layout.variableCount, budget: &budget)
                diagnostics.append(ConflictSet.diagnostic(failing: index, conflict: conflict, in: layout))
            }
        }
        return system
    }

    static func frames(_ layout: CompiledLayout, _ values: [Double], _ ambiguity: [Ambiguity]) -> Solution {
        func absolute(_ view: CompiledView) -> Frame {
            Frame(x: values[view.x], y: values[view.y], width: values[view.width], height: values[view.height])
        }
        let root = layout.views[0]
        let views = layout.views.dropFirst().filter { !$0.isGuide }.map { view in
            let frame = absolute(view)
            let superview = layout.views[view.superview ?? 0]
            let origin = absolute(superview)
            return SolvedView(
                name: view.name, superview: superview.index == 0 ? nil : superview.name,
                frame: Frame(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height),
                absoluteFrame: frame, ambiguity: view.index < ambiguity.count ? ambiguity[view.index] : Ambiguity())
        }
        return Solution(size: Size(width: values[root.width], height: values[root.height]), views: views)
    }
}

/// A Cassowary solver with one variable per layout variable.
final class SolverSystem {
    let solver: Solver
    let variables: [Variable]

    init(variableCount: Int) {
        let solver = Solver()
        self.solver = solver
        variables = (0..<variableCount).map { _ in solver.makeVariable() }
    }

    func add(_ constraint: LinearConstraint) -> Result<ConstraintHandle, SolverError> {
        let terms = constraint.expression.terms.map { Term(variables[$0.variable], $0.coefficient) }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let expression = Expression(terms, constant: constraint.expression.constant)
        do {
            return .success(try solver.add(Constraint(expression, relation, priority: constraint.priority)))
        } catch {
            return .failure(error)
        }
    }

    func value(of variable: Int) -> Double { solver.value(of: variables[variable]) }

    func isAmbiguous(_ variable: Int) -> Bool { solver.isAmbiguous(variables[variable]) }
}
