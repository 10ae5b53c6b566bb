import XCTest
import CCCTestSupport
@testable import Cassowary

/// `Solver.definesOverSlacks`: a required inequality that kiwi would solve for a fresh
/// position defines the position over its slack (a hidden variable) instead of making it a
/// basic passenger row. The stack shape of `equalSpacing` as ccc lowers it: intrinsic widths,
/// the stack's edges, then `x(k+1) ≥ x(k) + w(k) + 8` for each pair.
final class SlackDefinitionTests: XCTestCase {
    struct Stack {
        var x: [Variable] = [], w: [Variable] = []
        var variables: [Variable] { x + w }
    }

    /// n views of intrinsic width 50 (hugging 250, compression resistance 750), at least 8
    /// apart, pinned to 0 and `width`.
    func buildSpacing(_ solver: Solver, n: Int, width: Double) throws -> Stack {
        var stack = Stack()
        for _ in 0..<n {
            stack.x.append(solver.makeVariable(preferredSubject: true))
            stack.w.append(solver.makeVariable())
        }
        for w in stack.w {
            _ = try solver.add(cn([(w, 1)], .lessThanOrEqual, 50, priority: 250))
            _ = try solver.add(cn([(w, 1)], .greaterThanOrEqual, 50, priority: 750))
        }
        _ = try solver.add(cn([(stack.x[0], 1)], .equal, 0))
        _ = try solver.add(cn([(stack.x[n - 1], 1), (stack.w[n - 1], 1)], .equal, width))
        for i in 1..<n {
            _ = try solver.add(cn([(stack.x[i], 1)], .greaterThanOrEqual, 8, [(stack.x[i - 1], 1), (stack.w[i - 1], 1)]))
        }
        return stack
    }

    /// `buildSpacing` and then, as ccc lowers `equalSpacing`, a spacer between each pair of
    /// views (its leading edge at the view's trailing edge, its trailing edge at the next
    /// view's leading edge), every spacer as wide as the first; intrinsic widths `widths[i]`.
    func buildEqualGaps(_ solver: Solver, widths: [Double], width: Double, spacing: Double = 8) throws -> Stack {
        let n = widths.count
        var stack = Stack()
        for _ in 0..<n {
            stack.x.append(solver.makeVariable(preferredSubject: true))
            stack.w.append(solver.makeVariable())
        }
        let gaps = (1..<n).map { _ in (x: solver.makeVariable(preferredSubject: true), w: solver.makeVariable()) }
        for (w, intrinsic) in zip(stack.w, widths) {
            _ = try solver.add(cn([(w, 1)], .lessThanOrEqual, intrinsic, priority: 250))
            _ = try solver.add(cn([(w, 1)], .greaterThanOrEqual, intrinsic, priority: 750))
        }
        _ = try solver.add(cn([(stack.x[0], 1)], .equal, 0))
        _ = try solver.add(cn([(stack.x[n - 1], 1), (stack.w[n - 1], 1)], .equal, width))
        for i in 1..<n {
            _ = try solver.add(cn([(stack.x[i], 1)], .greaterThanOrEqual, spacing, [(stack.x[i - 1], 1), (stack.w[i - 1], 1)]))
        }
        for (k, gap) in gaps.enumerated() {
            _ = try solver.add(cn([(gap.x, 1)], .equal, 0, [(stack.x[k], 1), (stack.w[k], 1)]))
            _ = try solver.add(cn([(gap.x, 1), (gap.w, 1)], .equal, 0, [(stack.x[k + 1], 1)]))
        }
        for gap in gaps.dropFirst() { _ = try solver.add(cn([(gap.w, 1)], .equal, 0, [(gaps[0].w, 1)])) }
        return stack
    }

    func solver(definingOverSlacks: Bool) -> Solver {
        let solver = checkedSolver()
        solver.definesOverSlacks = definingOverSlacks
        return solver
    }

    /// Squeezed (20 points a view for 58 needed): every position but the last two was a row
    /// over every width before it; now each is a definition, and the values, pivots and
    /// ambiguity answers are those of the rows.
    func testSqueezedSpacingDefinesThePositions() throws {
        let n = 60, width = 20.0 * 60
        let rows = solver(definingOverSlacks: false)
        let defined = solver(definingOverSlacks: true)
        let a = try buildSpacing(rows, n: n, width: width)
        let b = try buildSpacing(defined, n: n, width: width)
        XCTAssertEqual(defined.pivotCount, rows.pivotCount)
        for (u, v) in zip(a.variables, b.variables) {
            XCTAssertEqual(defined.value(of: v), rows.value(of: u), accuracy: 1e-9)
        }
        XCTAssertEqual(rows.ambiguity(of: a.variables), defined.ambiguity(of: b.variables))
        // x(1)…x(n-2) are defined (x(0) and x(n-1) are by their equalities, in both).
        XCTAssertEqual(defined.definitionCount, rows.definitionCount + n - 2)
        XCTAssertGreaterThan(rows.tableauCellCount, n * n / 2)
        XCTAssertLessThan(defined.tableauCellCount, rows.tableauCellCount / 3)
        XCTAssertEqual(defined.invariantViolations(), [])
    }

    /// With room to spare the views keep 50 and the gaps take the rest; the positions are
    /// definitions, each 8 + slack after the previous view.
    func testRoomyStackValues() throws {
        let n = 12, width = 80.0 * 12
        let solver = solver(definingOverSlacks: true)
        let stack = try buildSpacing(solver, n: n, width: width)
        for w in stack.w { XCTAssertEqual(solver.value(of: w), 50, accuracy: 1e-9) }
        XCTAssertEqual(solver.value(of: stack.x[0]), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: stack.x[n - 1]), width - 50, accuracy: 1e-9)
        XCTAssertEqual(solver.variableCount, 2 * n + n - 2)  // a hidden variable per defined position
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Equal gaps with room to spare: kiwi's rows make every spacing slack basic, each a row
    /// over every view's width (n − 1 rows of n cells); with the gaps' equalities defining the
    /// newer slack over the first, the family is one row.
    func testEqualGapsWithRoomShareOneRow() throws {
        let n = 60, width = 80.0 * 60
        let rows = solver(definingOverSlacks: false)
        let defined = solver(definingOverSlacks: true)
        let widths = [Double](repeating: 50, count: n)
        let a = try buildEqualGaps(rows, widths: widths, width: width)
        let b = try buildEqualGaps(defined, widths: widths, width: width)
        let gap = (width - 50 * Double(n)) / Double(n - 1)
        for (k, (u, v)) in zip(a.x, b.x).enumerated() {
            XCTAssertEqual(rows.value(of: u), Double(k) * (50 + gap), accuracy: 1e-9)
            XCTAssertEqual(defined.value(of: v), rows.value(of: u), accuracy: 1e-9)
        }
        XCTAssertEqual(rows.ambiguity(of: a.variables), defined.ambiguity(of: b.variables))
        XCTAssertGreaterThan(rows.tableauCellCount, n * n)
        XCTAssertLessThan(defined.tableauCellCount, 12 * n)
        XCTAssertEqual(defined.invariantViolations(), [])
    }

    /// Random distributed stacks (2–12 views of intrinsic widths 10–90, spacing 0–12, from
    /// squeezed to roomy) beside kiwi's rows: the same values and ambiguity answers wherever
    /// the value is unique, every invariant.
    func testRandomEqualGapStacksMatchTheRows() throws {
        var random = XorShift(seed: 0x6A95_57AC)
        for trial in 0..<150 {
            let n = 2 + random.int(11)
            let widths = (0..<n).map { _ in Double(10 + random.int(81)) }
            let spacing = Double(random.int(13))
            let width = Double(random.int(Int(widths.reduce(0, +) + spacing * Double(n) * 3) + 1))
            let rows = solver(definingOverSlacks: false)
            let defined = solver(definingOverSlacks: true)
            let a = try buildEqualGaps(rows, widths: widths, width: width, spacing: spacing)
            let b = try buildEqualGaps(defined, widths: widths, width: width, spacing: spacing)
            let ambiguous = rows.ambiguity(of: a.variables)
            XCTAssertEqual(defined.ambiguity(of: b.variables), ambiguous, "trial \(trial)")
            for (i, (u, v)) in zip(a.variables, b.variables).enumerated() where !ambiguous[i] {
                XCTAssertEqual(defined.value(of: v), rows.value(of: u), accuracy: 1e-7, "trial \(trial) variable \(i)")
            }
            XCTAssertEqual(defined.invariantViolations(), [], "trial \(trial)")
        }
    }

    /// Removing a spacing inequality rebuilds the solver; the other handles stay valid.
    func testRemovingADefiningInequalityRebuilds() throws {
        let solver = solver(definingOverSlacks: true)
        let x0 = solver.makeVariable(preferredSubject: true), x1 = solver.makeVariable(preferredSubject: true)
        _ = try solver.add(cn([(x0, 1)], .equal, 10))
        let gap = try solver.add(cn([(x1, 1)], .greaterThanOrEqual, 8, [(x0, 1)]))
        let pull = try solver.add(cn([(x1, 1)], .equal, 0, priority: 500))
        XCTAssertEqual(solver.definitionCount, 2)
        XCTAssertEqual(solver.value(of: x1), 18, accuracy: 1e-9)
        try solver.remove(gap)
        XCTAssertEqual(solver.value(of: x1), 0, accuracy: 1e-9)
        try solver.remove(pull)
        XCTAssertEqual(solver.constraintCount, 1)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Random walks beside a solver without the switch: the same acceptances, every invariant
    /// after every step, the same values and ambiguity answers wherever the value is unique.
    func testRandomWalksMatchTheRows() throws {
        var random = XorShift(seed: 0x5EAC_0DE5)
        var defining = 0
        for walk in 0..<12 {
            let rows = Solver(), defined = Solver()
            defined.definesOverSlacks = true
            var pairs: [(Variable, Variable)] = []
            var live: [(ConstraintHandle, ConstraintHandle)] = []
            let priorities = [1000, 1000, 1000, 1000, 750, 500, 250]
            for step in 0..<160 {
                if pairs.count < 24 && (pairs.isEmpty || random.int(3) == 0) {
                    let preferred = random.int(3) != 0
                    pairs.append((rows.makeVariable(preferredSubject: preferred),
                                  defined.makeVariable(preferredSubject: preferred)))
                }
                if !live.isEmpty && random.int(12) == 0 {
                    let (h, k) = live.remove(at: random.int(live.count))
                    try rows.remove(h)
                    try defined.remove(k)
                } else {
                    var terms: [(Int, Double)] = []
                    if random.int(2) == 0 { terms.append((pairs.count - 1, 1)) }
                    for _ in 0..<(1 + random.int(3)) { terms.append((random.int(pairs.count), Double(random.int(5) - 2))) }
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual][random.int(4)]
                    let constant = Double(random.int(201) - 100), priority = priorities[random.int(priorities.count)]
                    let before = defined.definitionCount
                    let h = addAllowingConflict(rows, Constraint(Expression(terms.map { Term(pairs[$0.0].0, $0.1) },
                                                                          constant: constant), relation, priority: priority))
                    let k = addAllowingConflict(defined, Constraint(Expression(terms.map { Term(pairs[$0.0].1, $0.1) },
                                                                             constant: constant), relation, priority: priority))
                    XCTAssertEqual(h == nil, k == nil, "walk \(walk) step \(step): accepted by one solver only")
                    if let h, let k { live.append((h, k)) }
                    if relation != .equal, defined.definitionCount > before { defining += 1 }
                }
                let violations = defined.invariantViolations()
                guard violations.isEmpty else {
                    return XCTFail("walk \(walk) step \(step): " + violations.joined(separator: "\n") + "\n" + defined.dump())
                }
                let a = pairs.map(\.0), b = pairs.map(\.1)
                let ambiguous = rows.ambiguity(of: a)
                XCTAssertEqual(defined.ambiguity(of: b), ambiguous, "walk \(walk) step \(step)")
                for (i, (u, v)) in pairs.enumerated() where !ambiguous[i] {
                    XCTAssertEqual(defined.value(of: v), rows.value(of: u), accuracy: 1e-6, "walk \(walk) step \(step) v\(i)")
                }
            }
        }
        XCTAssertGreaterThan(defining, 50)
    }
}
