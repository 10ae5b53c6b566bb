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
        // Read in place: a copy of each constraint (88 bytes, its references retained and
        // released) cost as much as hashing it.
        let earliers = constraints.withUnsafeBufferPointer { buffer in
            buffer.indices.map { buffer[$0].origin.kind == .root ? nil : first.earlier(than: $0, in: buffer) }
        }
        for (index, earlier) in earliers.enumerated() {
            guard let earlier else { continue }
            let origin = constraints[index].origin
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
        @inline(__always) static func sign(_ c: borrowing LinearConstraint) -> Double {
            (c.expression.terms.first?.coefficient ?? 0) < 0 ? -1 : 1
        }

        @inline(__always) static func relation(_ c: borrowing LinearConstraint, _ sign: Double) -> RelationKind {
            guard sign < 0 else { return c.relation }
            switch c.relation {
            case .lessThanOrEqual: return .greaterThanOrEqual
            case .greaterThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            }
        }

        static func same(_ a: borrowing LinearConstraint, _ b: borrowing LinearConstraint) -> Bool {
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

        /// The key's hash, mixed from the priority, the flipped relation, the terms and the
        /// sign-corrected numbers (0 and -0 alike, as `same` has them). Not `Hasher`: SipHash
        /// and `RelationKind`'s string raw value were more than half of the check (46 of 82
        /// million instructions on a 60,000-constraint grid). `seed` is random per table, so
        /// a file cannot be written to collide; only `same` decides what is reported.
        static func hash(_ c: borrowing LinearConstraint, seed: UInt64) -> Int {
            let s = sign(c)
            var h = mix(seed, UInt64(truncatingIfNeeded: c.priority))
            h = mix(h, relationCode(relation(c, s)) | UInt64(truncatingIfNeeded: c.expression.terms.count) << 2)
            h = mix(h, bits(c.expression.constant * s))
            for t in c.expression.terms {
                h = mix(h, UInt64(truncatingIfNeeded: t.variable))
                h = mix(h, bits(t.coefficient * s))
            }
            return Int(truncatingIfNeeded: h)
        }

        @inline(__always) private static func relationCode(_ relation: RelationKind) -> UInt64 {
            switch relation {
            case .lessThanOrEqual: return 1
            case .equal: return 2
            case .greaterThanOrEqual: return 3
            }
        }

        /// A number's bits, with -0 as 0.
        @inline(__always) private static func bits(_ x: Double) -> UInt64 { x == 0 ? 0 : x.bitPattern }

        /// One step of the mix: MurmurHash3's 64-bit finaliser of the running hash and the value.
        @inline(__always) private static func mix(_ h: UInt64, _ value: UInt64) -> UInt64 {
            var x = (h &+ value) &* 0x9E37_79B9_7F4A_7C15
            x ^= x >> 33
            x &*= 0xFF51_AFD7_ED55_8CCD
            x ^= x >> 33
            x &*= 0xC4CE_B9FE_1A85_EC53
            return x ^ (x >> 33)
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
        /// The hash's key, random per table.
        private let seed = UInt64.random(in: .min ... .max)

        init(capacity: Int) {
            var size = 16
            while size < 2 * capacity { size <<= 1 }
            slots = [Int32](repeating: 0, count: size)
            hashes = [UInt32](repeating: 0, count: size)
        }

        /// The first constraint before `index` with the same key as `constraints[index]`;
        /// nil when there is none, and `index` is recorded as its key's first.
        mutating func earlier(than index: Int, in constraints: UnsafeBufferPointer<LinearConstraint>) -> Int? {
            let hash = Key.hash(constraints[index], seed: seed)
            let tag = UInt32(truncatingIfNeeded: hash)
            let mask = slots.count - 1
            var i = (hash ^ (hash >> 32)) & mask
            while slots[i] != 0 {
                let other = Int(slots[i]) - 1
                if hashes[i] == tag && Key.same(constraints[other], constraints[index]) { return other }
                i = (i + 1) & mask
            }
            slots[i] = Int32(truncatingIfNeeded: index + 1)
            hashes[i] = tag
            return nil
        }
    }
}
