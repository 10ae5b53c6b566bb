// One component of the cone of feasible directions at an optimal vertex (for the ambiguity probe).

/// Directions `d` over some free symbols (numbered 0..<n here): `d ≥ 0` for restricted
/// symbols; for each row at its bound, the rate of change `Σ a·d` of its basic symbol
/// stays ≥ 0 (a restricted basic at 0) or = 0 (a dummy). A component without rows needs
/// no solver; otherwise its rows are put into a solver of its own on the first question
/// (again after ``releaseSolver()``), and each question adds one constraint and takes it
/// away again.
final class DirectionCone {
    let restricted: [Bool]
    let rows: [(terms: [(Int, Double)], equality: Bool)]
    /// For a component of one symbol with rows: which ways the symbol may move (its cone is
    /// a point, a half-line or the whole line), read from the rows' signs without a solver.
    /// Such components are common (a view's own error or slack symbol held at its bound by
    /// one row) and a solver for each cost about 100,000 instructions. Nil otherwise.
    private let line: (up: Bool, down: Bool)?
    private var solver: Solver?
    private var variables: [Variable] = []
    /// False when the cone constraints could not be stated (they always can: d = 0 meets them).
    private var isValid = true
    /// The pivot budget of the cone's own solver (its parent solver's, see ``Solver/pivotBudget``).
    private let pivotBudget: Int?
    /// The message of a `SolverError.internalError` the cone's solver threw, if any: the
    /// answers are then not to be trusted, and the parent solver reports it
    /// (``Solver/probeFailure``) instead of letting it pass as "not ambiguous".
    private(set) var failure: String?

    /// Whether each question is one ``FactoredEngine`` solve of the rows and the question
    /// (`FactoredCone.swift`) rather than a constraint added to and removed from a `Solver`
    /// of the rows: the factored engine's own ambiguity question, whose components can be as
    /// large as the layout (a tableau of them would be as dense as the layout's).
    let usesEngine: Bool

    /// `rows`: (position, coefficient) terms and whether the row is an equality.
    init(restricted: [Bool], rows: [(terms: [(Int, Double)], equality: Bool)], pivotBudget: Int? = nil,
         usesEngine: Bool = false) {
        self.restricted = restricted
        self.rows = rows
        self.usesEngine = usesEngine
        line = Self.line(restricted: restricted, rows: rows)
        self.pivotBudget = pivotBudget
    }

    /// Notes an internal error (any other error is an answer: the constraint cannot hold).
    func record(_ error: SolverError) {
        if case .internalError(let message) = error, failure == nil { failure = message }
    }

    /// Whether a direction in this cone changes a variable whose rate of change is
    /// `Σ coefficient·d[position]` by `rate` (±1).
    func canMove(_ terms: [(Int, Double)], by rate: Double) -> Bool {
        guard !terms.isEmpty else { return false }
        if rows.isEmpty {
            // Each symbol moves alone: an unrestricted one either way, a restricted one up.
            return terms.contains { position, coefficient in
                restricted.indices.contains(position) && (!restricted[position] || coefficient * rate > 0)
            }
        }
        if let line {
            // The rate is c·d: it reaches `rate` at d = rate / c, if the symbol may move that way.
            let c = terms.reduce(0.0) { $1.0 == 0 ? $0 + $1.1 : $0 }
            guard abs(c) > Tolerance.zero else { return false }
            return rate / c > 0 ? line.up : line.down
        }
        if usesEngine { return engineCanMove(terms, by: rate) }
        guard let solver = prepared() else { return false }
        var rateExpression = expression(terms)
        rateExpression.constant = -rate
        do throws(SolverError) {
            let handle = try solver.add(Constraint(rateExpression, .equal))
            try solver.remove(handle)
            return true
        } catch {
            record(error)
            return false
        }
    }

    /// Which symbols some direction of the cone moves (`d[i] > 0`, or `< 0` for an
    /// unrestricted symbol), all at once: nil for a cone without rows, or when the
    /// question cannot be put. Because the cone is closed under sums and positive
    /// multiples, the movable symbols can all move in one direction, so one linear
    /// programme finds them: `0 ≤ t_i ≤ d_i` (required) and `t_i = 1` (weakest priority)
    /// gives `t_i = 1` exactly where `d_i` can be positive and 0 elsewhere; the same with
    /// `t_j ≤ −d_j` for the unrestricted symbols not yet settled. It replaces one
    /// ``canMove(_:by:)`` probe per symbol, which made a large component quadratic.
    func movableSymbols() -> [Bool]? {
        if let line { return [line.up || (!restricted[0] && line.down)] }
        if usesEngine, !rows.isEmpty { return engineMovableSymbols() }
        guard !rows.isEmpty, let solver = prepared() else { return nil }
        var moves = [Bool](repeating: false, count: variables.count)
        for sign in [1.0, -1.0] {
            let asked = variables.indices.filter { !moves[$0] && (sign > 0 || !restricted[$0]) }
            guard !asked.isEmpty else { continue }
            var handles: [ConstraintHandle] = []
            var shares: [(Int, Variable)] = []
            do throws(SolverError) {
                for index in asked {
                    let share = solver.makeVariable()
                    shares.append((index, share))
                    handles.append(try solver.add(Constraint(Expression([Term(share, 1)]), .greaterThanOrEqual)))
                    handles.append(try solver.add(Constraint(
                        Expression([Term(variables[index], sign), Term(share, -1)]), .greaterThanOrEqual)))
                }
                for (_, share) in shares {
                    handles.append(try solver.add(Constraint(Expression([Term(share, 1)], constant: -1), .equal, priority: 1)))
                }
            } catch {
                record(error)
                remove(handles, from: solver)
                return nil
            }
            for (index, share) in shares where solver.value(of: share) > 0.5 { moves[index] = true }
            remove(handles.reversed(), from: solver)
        }
        return moves
    }

    /// A direction in the cone, as close as the cone allows (at the weakest priority) to
    /// `targets` (one per symbol; positive for restricted symbols). With no rows the
    /// targets themselves.
    func sample(towards targets: [Double]) -> [Double] {
        guard !rows.isEmpty else { return targets }
        if let line, targets.count == 1 {
            // The nearest point of the line, half-line or point to the target.
            let target = targets[0]
            return [(target > 0 && line.up) || (target < 0 && line.down) ? target : 0]
        }
        if usesEngine { return engineSample(towards: targets) }
        guard let solver = prepared(), targets.count == variables.count else {
            return [Double](repeating: 0, count: targets.count)
        }
        var handles: [ConstraintHandle] = []
        for (variable, target) in zip(variables, targets) {
            let pull = Constraint(Expression([Term(variable, 1)], constant: -target), .equal, priority: 1)
            do throws(SolverError) { handles.append(try solver.add(pull)) } catch { record(error) }
        }
        let direction = variables.map { solver.value(of: $0) }
        remove(handles, from: solver)
        return direction
    }

    /// The ways one symbol may move under its rows `a·d ≥ 0` (a > 0: not down; a < 0: not
    /// up) and `a·d = 0` (neither), and `d ≥ 0` when restricted; nil unless `restricted` has
    /// one symbol and there are rows.
    private static func line(
        restricted: [Bool], rows: [(terms: [(Int, Double)], equality: Bool)]
    ) -> (up: Bool, down: Bool)? {
        guard restricted.count == 1, !rows.isEmpty else { return nil }
        var up = true, down = !restricted[0]
        for row in rows {
            let a = row.terms.reduce(0.0) { $1.0 == 0 ? $0 + $1.1 : $0 }
            // A row without the symbol constrains nothing (the solver drops such terms too).
            guard abs(a) > Tolerance.zero else { continue }
            if row.equality {
                up = false
                down = false
            } else if a > 0 {
                down = false
            } else {
                up = false
            }
        }
        return (up, down)
    }

    /// Takes the cone's question away again, noting an internal error.
    private func remove(_ handles: some Sequence<ConstraintHandle>, from solver: Solver) {
        for handle in handles {
            do throws(SolverError) { try solver.remove(handle) } catch { record(error) }
        }
    }

    /// Lets the cone's solver go (it is built again, from the rows, if asked once more).
    /// A layout of many independent views has a component per view; keeping a solver for
    /// each made the ambiguity sweep the peak of a large layout's memory.
    func releaseSolver() {
        // Most components (a view's own free symbols, no rows) never build one.
        guard solver != nil else { return }
        solver = nil
        variables = []
    }

    /// The solver holding the cone's rows, built on first use.
    private func prepared() -> Solver? {
        if let solver { return solver }
        guard isValid else { return nil }
        let solver = Solver()
        solver.pivotBudget = pivotBudget
        self.solver = solver
        variables = solver.makeVariables(preferredSubjects: Array(repeating: false, count: restricted.count))
        do throws(SolverError) {
            for (index, isRestricted) in restricted.enumerated() where isRestricted {
                _ = try solver.add(Constraint(Expression([Term(variables[index], 1)]), .greaterThanOrEqual))
            }
            for row in rows {
                _ = try solver.add(Constraint(expression(row.terms), row.equality ? .equal : .greaterThanOrEqual))
            }
        } catch {
            record(error)
            isValid = false
            return nil
        }
        return solver
    }

    private func expression(_ terms: [(Int, Double)]) -> Expression {
        Expression(terms.compactMap { position, coefficient in
            variables.indices.contains(position) ? Term(variables[position], coefficient) : nil
        })
    }
}
