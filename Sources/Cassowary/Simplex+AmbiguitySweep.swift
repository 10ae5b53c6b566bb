// Answering the ambiguity question for many variables in one pass.

extension Simplex {
    /// For each of `variables`, whether it is ambiguous (the answer of ``isAmbiguous(_:)``).
    ///
    /// Asking ``isAmbiguous(_:)`` of every variable expands each one over the non-basic
    /// symbols; on a chain the last view's position is a sum over every earlier width,
    /// so that is quadratic. Instead, most variables are settled in one linear pass:
    ///
    /// 1. A variable is *fixed* when it depends only on symbols that cannot move on the
    ///    optimal face: a non-basic symbol that is not free or is pinned by its cone
    ///    component, a basic one whose row has no such cell, a defined one whose
    ///    definition mentions only variables already found fixed.
    /// 2. One feasible direction `d` of the cone is drawn (see ``isAmbiguous(_:)``),
    ///    pulled towards pseudo-random targets from a fixed seed, so results repeat.
    ///    Every variable's rate of change along `d` follows in one pass over the rows
    ///    and the definitions in evaluation order. A clearly non-zero rate proves the
    ///    variable ambiguous: a small step along `d` keeps every constraint and every
    ///    priority level's error, and moves it.
    /// 3. A variable neither fixed nor moved by `d` gets the exact probe.
    mutating func ambiguity(of variables: [Variable]) -> [Bool] {
        let (direction, movable) = coneDirection()
        let open = openVariables(along: direction, movable: movable)
        return variables.map { v in v.id >= 0 && v.id < open.count ? open[v.id] : true }
    }

    /// A direction in the cone of feasible directions, one entry per symbol (0 for
    /// symbols that are not free), drawn component by component; and which free symbols
    /// some direction moves (a free symbol can be *pinned* by rows at their bound).
    private mutating func coneDirection() -> (direction: [Double], movable: [Bool]) {
        let n = tableau.symbolCount
        var direction = [Double](repeating: 0, count: n)
        var movable = [Bool](repeating: false, count: n)
        var random = SplitMix(seed: 0x5EED_CA55_0A1A)
        var sampled: [Bool] = []
        ambiguityCones.prepare(symbolCount: n, slotCount: tableau.rows.count)
        for index in 0..<n {
            let s = Symbol(index)
            guard isFree(s) else { continue }
            if ambiguityCones.componentOf[index] < 0, !tableau.rowsContaining(s).contains(where: { isAtBound(Int($0)) }) {
                // A component of this symbol alone, without rows (the usual one): its sample is
                // its target, drawn as below. Not built: an exact probe builds it if it must.
                let magnitude = 1 + random.unit()
                direction[index] = tableau.kind(s).isRestricted || random.unit() < 0.5 ? magnitude : -magnitude
                movable[index] = true
                continue
            }
            let component = coneComponent(containing: s)
            if sampled.count <= component { sampled += repeatElement(false, count: component + 1 - sampled.count) }
            guard !sampled[component] else { continue }
            sampled[component] = true
            let cone = ambiguityCones.components[component]
            let members = ambiguityCones.members[component]
            let targets = members.map { member in
                let magnitude = 1 + random.unit()
                return tableau.kind(member).isRestricted || random.unit() < 0.5 ? magnitude : -magnitude
            }
            let sample = cone.sample(towards: targets)
            // One programme for the whole component when it has rows; else (or if it
            // cannot be put) a probe per symbol the sample leaves at 0.
            let settled = sample.contains(0) ? cone.movableSymbols() : nil
            for (position, value) in sample.enumerated() {
                let member = members[position]
                direction[member.index] = value
                if let settled {
                    movable[member.index] = value != 0 || settled[position]
                } else {
                    movable[member.index] = value != 0 || cone.canMove([(position, 1)], by: 1)
                        || (!tableau.kind(member).isRestricted && cone.canMove([(position, 1)], by: -1))
                }
            }
            // The sweep is done with this component; a later exact probe builds its solver again.
            cone.releaseSolver()
        }
        return (direction, movable)
    }

    /// Whether each variable is ambiguous, settled in evaluation order (a definition only
    /// mentions variables not defined or defined with a lower rank): fixed if every symbol or
    /// variable it depends on is, ambiguous if `direction` clearly moves it, else probed.
    private mutating func openVariables(along direction: [Double], movable: [Bool]) -> [Bool] {
        var rates = [(rate: Double, scale: Double)](repeating: (0, 0), count: variableSymbols.count)
        var open = [Bool](repeating: false, count: variableSymbols.count)
        for (id, s) in variableSymbols.enumerated() where definitions.index[id] < 0 {
            var rate = direction[s.index], scale = abs(direction[s.index]), fixed = !movable[s.index]
            if let slot = tableau.slot(of: s) {
                for cell in tableau.rows[slot].cells where movable[cell.symbol.index] {
                    let change = cell.coefficient * direction[cell.symbol.index]
                    rate += change
                    scale += abs(change)
                    fixed = false
                }
            }
            rates[id] = (rate, scale)
            open[id] = !fixed && isOpen(Variable(id: id), rate: rate, scale: scale)
        }
        for index in definitions.evaluationOrder() {
            let d = definitions.list[Int(index)]
            var rate = 0.0, scale = 0.0, fixed = true
            for t in d.terms {
                let r = rates[t.variable.id]
                rate += t.coefficient * r.rate
                scale += abs(t.coefficient) * r.scale
                fixed = fixed && !open[t.variable.id]
            }
            rates[d.variable] = (rate, scale)
            open[d.variable] = !fixed && isOpen(Variable(id: d.variable), rate: rate, scale: scale)
        }
        return open
    }

    /// A variable that is not fixed: ambiguous if its rate of change along the sampled
    /// direction is clearly not zero (that direction is a proof), else the exact probe.
    private mutating func isOpen(_ v: Variable, rate: Double, scale: Double) -> Bool {
        if abs(rate) > Tolerance.sweepRate && abs(rate) > Tolerance.sweepRelativeRate * scale { return true }
        return isAmbiguous(v)
    }
}

/// A small seeded pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014), so
/// that the ambiguity sweep draws the same direction on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next value, uniform in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
