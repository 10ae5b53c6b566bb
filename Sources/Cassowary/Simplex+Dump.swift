// A readable, deterministic dump of the solver's state (for failure messages and debugging).

extension Simplex {
    /// The whole state as text: rows in basic-symbol order, the objective level by level
    /// (highest priority first), the definitions in evaluation order and the constraint
    /// tags in handle order. The same state always gives the same text.
    ///
    /// Symbols are written `vN` (the external symbol of variable N), `sN` (slack or
    /// phase-one artificial), `eN` (error) and `dN` (dummy), N being the symbol id.
    func dump() -> String {
        let names = SymbolNames(self)
        var lines = ["tableau: \(tableau.symbolCount) symbols, \(variableSymbols.count) variables"]
        lines.append("rows (basic = constant + cells), by basic symbol:")
        for basic in (0..<tableau.symbolCount).map(Symbol.init) {
            guard let slot = tableau.slot(of: basic) else { continue }
            lines.append("  \(names[basic]) = " + names.form(tableau.rows[slot].constant, tableau.rows[slot].sortedCells))
        }
        lines.append("objective, highest level first:")
        lines += objectiveLines(objective, names)
        if let artificial {
            lines.append("phase-one objective:")
            lines += objectiveLines(artificial, names)
        }
        lines.append("definitions, lowest rank first:")
        for index in definitionOrder() {
            let d = definitions.list[Int(index)]
            let cells = d.terms.map { "\(SymbolNames.number($0.coefficient))·v\($0.variable.id)" }
            lines.append("  v\(d.variable) = " + ([SymbolNames.number(d.constant)] + cells).joined(separator: " + ")
                         + "  (rank \(definitions.rank.indices.contains(Int(index)) ? definitions.rank[Int(index)] : -1))")
        }
        lines.append("constraints:")
        for (id, tag) in constraints.enumerated() {
            guard let tag else { continue }
            let what = tag.definition >= 0 ? "definition \(tag.definition)"
                : "marker \(names[tag.marker])" + (tag.other.isValid ? ", other \(names[tag.other])" : "")
            lines.append("  #\(id) priority \(tag.priority): \(what)")
        }
        if let failure { lines.append("failed: \(failure)") }
        return lines.joined(separator: "\n")
    }

    /// The name of one symbol in the dump's notation.
    func symbolName(_ s: Symbol) -> String { SymbolNames(self)[s] }

    /// Definition indices lowest rank first, then creation order (computed, not cached).
    func definitionOrder() -> [Int32] {
        let rank = definitions.rank
        return (0..<Int32(definitions.list.count)).sorted { a, b in
            let ra = rank.indices.contains(Int(a)) ? rank[Int(a)] : 0
            let rb = rank.indices.contains(Int(b)) ? rank[Int(b)] : 0
            return ra != rb ? ra < rb : a < b
        }
    }

    private func objectiveLines(_ objective: Objective, _ names: SymbolNames) -> [String] {
        let levels = Set(objective.usage.keys).union(objective.constants.keys)
            .union(objective.entries.flatMap { $0.map(\.level) }).sorted(by: >)
        return levels.map { level in
            let cells = objective.entries.indices.compactMap { s -> Cell? in
                guard let entry = objective.entries[s].first(where: { $0.level == level }) else { return nil }
                return Cell(symbol: Symbol(s), coefficient: entry.coefficient)
            }
            let usage = objective.usage[level] ?? 0
            return "  level \(level) (\(usage) constraint\(usage == 1 ? "" : "s")) = "
                + names.form(objective.constants[level] ?? 0, cells)
        }
    }
}

/// Names symbols for ``Simplex/dump()``.
struct SymbolNames {
    private let kinds: [SymbolKind]
    private var variableOfSymbol: [Int: Int] = [:]

    init(_ simplex: Simplex) {
        kinds = simplex.tableau.kinds
        for (variable, symbol) in simplex.variableSymbols.enumerated() { variableOfSymbol[symbol.index] = variable }
    }

    subscript(_ s: Symbol) -> String {
        guard kinds.indices.contains(s.index) else { return s.isValid ? "?\(s.id)" : "none" }
        switch kinds[s.index] {
        case .external: return variableOfSymbol[s.index].map { "v\($0)" } ?? "x\(s.id)"
        case .slack: return "s\(s.id)"
        case .error: return "e\(s.id)"
        case .dummy: return "d\(s.id)"
        }
    }

    /// `constant + c·symbol + …` with the cells in the given (symbol) order.
    func form(_ constant: Double, _ cells: [Cell]) -> String {
        var text = SymbolNames.number(constant)
        for cell in cells {
            let c = cell.coefficient
            text += (c < 0 ? " - " : " + ") + SymbolNames.number(abs(c)) + "·" + self[cell.symbol]
        }
        return text
    }

    /// A number as Swift prints it, whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
