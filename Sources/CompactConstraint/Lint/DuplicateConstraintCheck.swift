/// `duplicate-constraint`: a constraint that lowers to exactly the same linear constraint
/// and priority as an earlier one (`a.left = b.left` and `b.left = a.left` count as the
/// same, as do a `size` and a written `a.width = 100`). Reported at the later one. The
/// repeats of one earlier constraint by one visual format string
/// (`H:|-(>=1,>=1,…)-[a]|`) are reported once, at the first, with their count: one
/// warning per repeat would print the whole string each time, quadratic in its length.
enum DuplicateConstraintCheck: LintCheck {
    static let rule = LintRule(
        .duplicateConstraint, .warning, "A constraint that repeats an earlier one exactly (same lowered form and priority)")

    /// The repeats of constraint `earlier` by one string: the first repeat's index and how many.
    private struct Repeats {
        var earlier: Int
        var first: Int
        var count: Int
    }

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        let constraints = context.layout.constraints
        var first = FirstOccurrences(capacity: constraints.count)
        var repeats: [Repeats] = []
        // Per earlier constraint, its groups of visual format repeats (positions in `repeats`).
        var groupsOf: [Int: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() where constraint.origin.kind != .root {
            guard let earlier = first.earlier(than: index, in: constraints) else { continue }
            let origin = constraint.origin
            guard let range = origin.range, range != constraints[earlier].origin.range else { continue }
            if origin.kind == .visualFormat,
                let group = groupsOf[earlier]?.first(where: {
                    constraints[repeats[$0].first].origin.identifier == origin.identifier
                })
            {
                repeats[group].count += 1
                continue
            }
            if origin.kind == .visualFormat { groupsOf[earlier, default: []].append(repeats.count) }
            repeats.append(Repeats(earlier: earlier, first: index, count: 1))
        }
        for group in repeats {
            let original = constraints[group.earlier].origin
            let origin = constraints[group.first].origin
            guard let range = origin.range else { continue }
            let times = group.count == 1 ? "" : ", \(group.count) times"
            diagnostics.warning(
                .duplicateConstraint,
                "'\(origin.identifier)' repeats '\(original.identifier)' (\(origin.canonical))\(times)",
                at: range, notes: [DiagnosticNote("'\(original.identifier)' is here", at: original.range)])
        }
    }

    /// The lowered constraint up to sign: the first coefficient made positive (flipping
    /// an inequality with it), compared and hashed in place. Negating is exact, so two
    /// constraints have the same key when their priorities, flipped relations, variables and
    /// sign-corrected numbers are equal (`==`: 0 and -0 are the same, NaN is never equal).
    enum Key {
        /// -1 when the first coefficient is negative, else 1.
        @inline(__always) static func sign(_ c: LinearConstraint) -> Double {
            (c.expression.terms.first?.coefficient ?? 0) < 0 ? -1 : 1
        }

        @inline(__always) static func relation(_ c: LinearConstraint, _ sign: Double) -> RelationKind {
            guard sign < 0 else { return c.relation }
            switch c.relation {
            case .lessThanOrEqual: return .greaterThanOrEqual
            case .greaterThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            }
        }

        static func same(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
            let x = a.expression, y = b.expression
            guard a.priority == b.priority, x.terms.count == y.terms.count else { return false }
            let sa = sign(a), sb = sign(b)
            guard relation(a, sa) == relation(b, sb), x.constant * sa == y.constant * sb else { return false }
            for (s, t) in zip(x.terms, y.terms)
            where s.variable != t.variable || s.coefficient * sa != t.coefficient * sb {
                return false
            }
            return true
        }

        static func hash(_ c: LinearConstraint) -> Int {
            let s = sign(c)
            var hasher = Hasher()
            hasher.combine(c.priority)
            hasher.combine(relation(c, s))
            hasher.combine(c.expression.terms.count)
            // Double's hash treats 0 and -0 alike, as `same` does.
            hasher.combine(c.expression.constant * s)
            for t in c.expression.terms {
                hasher.combine(t.variable)
                hasher.combine(t.coefficient * s)
            }
            return hasher.finalize()
        }
    }

    /// The first constraint of each key, in an open-addressing table (linear probing) of
    /// constraint indices with their keys' hashes: 8 bytes a slot, at least two slots a
    /// constraint, where a `[Key: Int]` kept a copy of every key (40 bytes a slot; 10 MB of
    /// `ccc lint`'s peak on a chain of 20,000 views, issue 18). Never grows: it is made for
    /// every constraint of the layout.
    struct FirstOccurrences {
        /// Index + 1 of the constraint in each slot, 0 when empty.
        private var slots: [Int32]
        private var hashes: [UInt32]

        init(capacity: Int) {
            var size = 16
            while size < 2 * capacity { size <<= 1 }
            slots = [Int32](repeating: 0, count: size)
            hashes = [UInt32](repeating: 0, count: size)
        }

        /// The first constraint before `index` with the same key as `constraints[index]`;
        /// nil when there is none, and `index` is recorded as its key's first.
        mutating func earlier(than index: Int, in constraints: [LinearConstraint]) -> Int? {
            let constraint = constraints[index]
            let hash = Key.hash(constraint)
            let tag = UInt32(truncatingIfNeeded: hash)
            let mask = slots.count - 1
            var i = (hash ^ (hash >> 32)) & mask
            while slots[i] != 0 {
                let other = Int(slots[i]) - 1
                if hashes[i] == tag && Key.same(constraints[other], constraint) { return other }
                i = (i + 1) & mask
            }
            slots[i] = Int32(truncatingIfNeeded: index + 1)
            hashes[i] = tag
            return nil
        }
    }
}
