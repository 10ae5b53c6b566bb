import Foundation

/// Readable names for the views of a log, in place of addresses: the role of the class
/// and a number (`label1`, `stackView2`, `contentView1`), or the quoted name the log gives
/// (`UILabel:0x…'Title'` → `titleLabel`), or Masonry's `mas_key` as it is
/// (`UIView:avatarView` → `avatarView`), or the guide's role (`safeAreaGuide1`,
/// `marginsGuide1`). Names are identifiers of `ccc`'s layout language, unique within the
/// log, and depend only on the order the views first appear in.
enum LogViewNaming {
    /// The role of a class: module, KVO prefix, leading underscores and the `UI`/`NS`
    /// prefix dropped, the first letters lowered (`MyApp.CardView` → `cardView`,
    /// `NSKVONotifying_UIButton` → `button`, `UITableViewCellContentView` → `contentView`).
    static func role(of className: String, name: String?) -> String {
        if className.hasSuffix("LayoutGuide") {
            switch name {
            case "UIViewSafeAreaLayoutGuide": return "safeAreaGuide"
            case "UIViewLayoutMarginsGuide": return "marginsGuide"
            case "UIViewReadableContentGuide": return "readableContentGuide"
            case "UIViewKeyboardLayoutGuide", "UIKeyboardLayoutGuide": return "keyboardGuide"
            default: return "layoutGuide"
            }
        }
        var base = Substring(demangled(className))
        // Generic arguments are dropped (`GenericCell<MyApp.Item>` → `GenericCell`).
        if let angle = base.firstIndex(of: "<") { base = base[..<angle] }
        if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
        if base.hasPrefix("NSKVONotifying_") { base = base.dropFirst("NSKVONotifying_".count) }
        while base.hasPrefix("_") { base = base.dropFirst() }
        if base.hasSuffix("CellContentView") { return "contentView" }
        for prefix in ["UI", "NS"] where base.hasPrefix(prefix) {
            let rest = base.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { base = rest }
        }
        // Accents folded (`Überblick` → `Uberblick`); other non-ASCII letters dropped.
        let folded = String(base).folding(options: .diacriticInsensitive, locale: nil)
        let ascii = String(folded.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        guard let first = ascii.first, first.isLetter else { return "view" }
        return lowerLeadingCapitals(ascii)
    }

    /// A mangled Swift class name (`_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`, as the
    /// Objective-C runtime prints a generic Swift class) as `Module.Class`; others as they are.
    static func demangled(_ className: String) -> String {
        guard className.hasPrefix("_Tt") else { return className }
        var words: [String] = []
        var bytes = Array(className.utf8.dropFirst(3))[...]
        while !bytes.isEmpty, words.count < 2 {
            guard let first = bytes.first else { break }
            if first >= 0x30, first <= 0x39 {
                var length = 0
                while let digit = bytes.first, digit >= 0x30, digit <= 0x39, length < 1000 {
                    length = length * 10 + Int(digit - 0x30)
                    bytes = bytes.dropFirst()
                }
                guard length > 0, length <= bytes.count else { break }
                words.append(String(decoding: bytes.prefix(length), as: UTF8.self))
                bytes = bytes.dropFirst(length)
            } else {
                bytes = bytes.dropFirst()
            }
        }
        return words.count == 2 ? words.joined(separator: ".") : className
    }

    /// `URLField` → `urlField`, `Label` → `label`, `HTTP` → `http`.
    static func lowerLeadingCapitals(_ text: String) -> String {
        let characters = Array(text)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count > 1, count < characters.count { count -= 1 }
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }

    /// `'Check Apps Now'` and role `button` → `checkAppsNowButton`; at most three words
    /// of ASCII letters and digits, accents folded as in class names (`'Café Menu'` →
    /// `cafeMenuLabel`); nil when no word starts with a letter.
    static func quotedName(_ name: String, role: String) -> String? {
        var words: [String] = []
        var word = ""
        for scalar in name.folding(options: .diacriticInsensitive, locale: nil).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue  // "Can't" is one word
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        words = Array(words.prefix(3))
        guard let first = words.first, let initial = first.first, initial.isLetter else { return nil }
        let head = lowerLeadingCapitals(first)
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let roleWord = role.prefix(1).uppercased() + role.dropFirst()
        return head + tail + roleWord
    }

    /// Names for views described by (class, quoted name, `mas_key`), in first-appearance order.
    /// Guides are named by their role even when quoted (the quote is their identifier).
    static func names(for views: [(className: String, name: String?, key: String?)]) -> [String] {
        var counters: [String: Int] = [:]
        var taken = Set(["super", "safe", "self", "root"])
        var result: [String] = []
        for view in views {
            let role = role(of: view.className, name: view.name)
            var candidate: String
            if let key = view.key, let readable = quotedName(key, role: ""), !readable.isEmpty {
                candidate = readable
                var suffix = 2
                while taken.contains(candidate) {
                    candidate = readable + String(suffix)
                    suffix += 1
                }
            } else if let quoted = view.name, !view.className.hasSuffix("LayoutGuide"), let readable = quotedName(quoted, role: role) {
                candidate = readable
                var suffix = 2
                while taken.contains(candidate) {
                    candidate = readable + String(suffix)
                    suffix += 1
                }
            } else {
                repeat {
                    let next = (counters[role] ?? 0) + 1
                    counters[role] = next
                    // `MyApp.Label1` → `label1_1`, not `label11`.
                    candidate = role + (role.last?.isNumber == true ? "_" : "") + String(next)
                } while taken.contains(candidate)
            }
            taken.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
