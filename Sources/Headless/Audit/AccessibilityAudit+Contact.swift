import Accessibility
import Foundation

/// contact-not-actionable: a text that gives an address to reach ("Write to help@example.com or
/// call 555-0100") is read by VoiceOver, but a SwiftUI `Text` detects no data: nothing in it can
/// be activated, the Links rotor does not offer it, and Voice Control has nothing to tap. A user
/// who cannot see the screen well must remember the address and type it elsewhere.
extension AccessibilityAudit {
    /// What a text gives to reach someone by, found by shape in one pass over its bytes (a
    /// label of 100 000 characters costs what its length does).
    enum ContactKind: String, CaseIterable {
        case email = "an email address"
        case web = "a web address"
        case phone = "a phone number"

        /// The byte ranges of `text` (UTF-8) that have this kind's shape.
        func ranges(in text: String) -> [Range<Int>] { ranges(in: Array(text.utf8)) }

        func ranges(in bytes: [UInt8]) -> [Range<Int>] {
            switch self {
            case .email: ContactScan.emails(bytes)
            case .web: ContactScan.webAddresses(bytes)
            case .phone: ContactScan.phoneNumbers(bytes)
            }
        }
    }

    /// The words that offer an address as a way to reach someone ("go to" is two).
    private static let invitations: Set<String> = ["write", "email", "e-mail", "mail", "contact", "call", "phone", "ring", "text",
                                                   "message", "reach", "visit"]
    /// The words before an address that give it as an example of its form ("like ana@example.com").
    private static let illustrations = ["like", "e.g.", "for example", "for instance", "such as", "format"]

    /// The texts among `siblings` that give an address with nothing to reach it by. An address
    /// given as an example of its form is left alone, as is a text beside a link or button,
    /// in its section, that names the address or a way to use it ("Email us", "Call"). One whose
    /// words invite the user to use it ("write to", "call") is a problem; one that only shows it
    /// ("Signed in as ana@example.com") needs review: it may be a way to reach someone or only a
    /// fact.
    static func contactNotActionable(_ siblings: [AccessibilityElement]) -> [AuditFinding] {
        var found: [AuditFinding] = []
        // A heading among the siblings starts a section (a `Section`'s header): a link under
        // another heading is for something else.
        var sections: [Int] = []
        for (index, element) in siblings.enumerated() where ContactScan.mayHoldContact(element.label) {
            let traits = element.traits
            guard !element.isActionable, !traits.contains(.isLink), !traits.contains(.isTextField),
                  !traits.contains(.isSearchField), element.textEntry == nil else { continue }
            let text = element.label
            // A Markdown link TermUI draws as written: SwiftUI would make it a link.
            guard !text.contains("](") else { continue }
            let bytes = Array(text.utf8)
            var kinds: [ContactKind] = [], spans: [Range<Int>] = []
            for kind in ContactKind.allCases {
                for span in kind.ranges(in: bytes) where !givenAsExample(bytes, before: span.lowerBound) {
                    if !kinds.contains(kind) { kinds.append(kind) }
                    spans.append(span)
                }
            }
            guard !kinds.isEmpty else { continue }
            if sections.isEmpty {
                var section = 0
                sections = siblings.map { sibling in
                    if sibling.traits.contains(.isHeader) { section += 1 }
                    return section
                }
            }
            let addresses = spans.map { String(decoding: bytes[$0], as: UTF8.self) }
            let reached = siblings.indices.contains { at in
                let other = siblings[at]
                return at != index && sections[at] == sections[index] && other.isActionable
                    && (addresses.contains { other.label.localizedCaseInsensitiveContains($0) } || invites(Array(other.label.utf8)))
            }
            guard !reached else { continue }
            // The words around the addresses, the addresses left out.
            var rest = bytes
            for span in spans { rest.replaceSubrange(span, with: repeatElement(UInt8(ascii: " "), count: span.count)) }
            let asks = invites(rest)
            let what = kinds.count == 1 ? kinds[0].rawValue
                : kinds.dropLast().map(\.rawValue).joined(separator: ", ") + " and " + kinds[kinds.count - 1].rawValue
            var finding = finding(.contactNotActionable, element,
                                  asks ? "it asks the user to use \(what) that nothing on the screen can activate"
                                       : "it shows \(what) that nothing can activate: if it is a way to reach someone, make it a link",
                                  fix: "Link(\"Email \(addresses[0])\", destination: URL(string: \"mailto:…\")!), a tel: link for a "
                                    + "phone number, or a button beside the text that uses it")
            finding.needsReview = !asks
            found.append(finding)
        }
        return found
    }

    /// Whether the words just before `offset` give what follows as an example ("like", "e.g.:").
    private static func givenAsExample(_ bytes: [UInt8], before offset: Int) -> Bool {
        var end = offset
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: ",")].contains(bytes[end - 1]) { end -= 1 }
        let start = max(0, end - 16)
        let tail = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        return illustrations.contains { word in
            guard tail.hasSuffix(word) else { return false }
            // A whole word: "unlike" is not "like".
            let before = tail.dropLast(word.count).last
            return before.map { !$0.isLetter } ?? true
        }
    }

    /// Whether the text has a word that offers something as a way to reach someone.
    private static func invites(_ bytes: [UInt8]) -> Bool {
        var previous = ""
        for word in ContactScan.words(bytes) {
            if invitations.contains(word) || (previous == "go" && word == "to") { return true }
            previous = word
        }
        return false
    }
}

/// The scanners behind `ContactKind`: each one pass over a text's UTF-8 bytes, with no
/// backtracking.
enum ContactScan {
    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A quick look before the scans, in one pass over the bytes: an "@", "://", "www." or
    /// seven digits. Every label of the screen is looked at, most of them plain words.
    static func mayHoldContact(_ text: String) -> Bool {
        var digits = 0, previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "@"): return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if digits >= 7 { return true }
            case UInt8(ascii: "/"):
                // "://"
                if previous.1 == UInt8(ascii: ":"), previous.2 == UInt8(ascii: "/") { return true }
            case UInt8(ascii: "."):
                // "www.", in either case
                if previous.0 | 0x20 == 0x77, previous.1 | 0x20 == 0x77, previous.2 | 0x20 == 0x77 { return true }
            default: break
            }
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// A name, "@", and a domain of at least two parts whose last is two letters or more.
    static func emails(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let local: (UInt8) -> Bool = { isLetterOrDigit($0) || "._%+-".utf8.contains($0) }
        let domain: (UInt8) -> Bool = { isLetterOrDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
        var at = 0
        while at < bytes.count {
            defer { at += 1 }
            guard bytes[at] == UInt8(ascii: "@") else { continue }
            var start = at
            while start > 0, local(bytes[start - 1]) { start -= 1 }
            var end = at + 1
            while end < bytes.count, domain(bytes[end]) { end += 1 }
            // A sentence's full stop after the address is not part of it.
            while end > at + 1, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            guard start < at, let dot = bytes[(at + 1)..<end].lastIndex(of: UInt8(ascii: ".")), dot > at + 1,
                  end - dot > 2, bytes[(dot + 1)..<end].allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) else { continue }
            found.append(start..<end)
            at = end - 1
        }
        return found
    }

    /// "http://", "https://" or "www." and a host with a dot, to the next space or , ; ).
    static func webAddresses(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let starts = ["https://", "http://", "www."].map { Array($0.utf8) }
        var at = 0
        while at < bytes.count {
            guard bytes[at] == UInt8(ascii: "h") || bytes[at] == UInt8(ascii: "w"),
                  let scheme = starts.first(where: { bytes[at...].starts(with: $0) }) else {
                at += 1
                continue
            }
            var end = at + scheme.count
            while end < bytes.count, !" \t\n,;)".utf8.contains(bytes[end]) { end += 1 }
            while end > at + scheme.count, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            let host = bytes[(at + scheme.count)..<end].prefix { $0 != UInt8(ascii: "/") }
            if let dot = host.firstIndex(of: UInt8(ascii: ".")), dot > at + scheme.count, dot < host.endIndex - 1 {
                found.append(at..<end)
            }
            at = max(end, at + 1)
        }
        return found
    }

    /// A run of digits, spaces, "+", "(", ")", "." and "-" that reads as a number to call: "+"
    /// and seven digits or more (international); groups of 3, 3 and 4 digits (North American);
    /// or 3 and 4 joined by a hyphen (local, "555-0100"). A figure with spaces ("8 012 000"), a
    /// date ("2026-12-06") or a time is none.
    static func phoneNumbers(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let part: (UInt8) -> Bool = { isDigit($0) || " +().-".utf8.contains($0) }
        var at = 0
        while at < bytes.count {
            guard isDigit(bytes[at]) || bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "(") else {
                at += 1
                continue
            }
            // A number starts a word: not the end of "A320" or "v2".
            let startsWord = at == 0 || !isLetterOrDigit(bytes[at - 1])
            var end = at
            while end < bytes.count, part(bytes[end]) { end += 1 }
            var last = end
            while last > at, !isDigit(bytes[last - 1]) { last -= 1 }
            let endsWord = last == bytes.count || !isLetterOrDigit(bytes[last])
            if startsWord, endsWord, last > at, reads(asPhone: bytes[at..<last]) { found.append(at..<last) }
            at = max(end, at + 1)
        }
        return found
    }

    private static func reads(asPhone run: ArraySlice<UInt8>) -> Bool {
        var groups: [Int] = [], digits = 0, hyphen = false
        var current = 0
        for byte in run {
            if isDigit(byte) {
                current += 1
                digits += 1
            } else {
                if current > 0 { groups.append(current) }
                current = 0
                if byte == UInt8(ascii: "-") { hyphen = true }
            }
        }
        if current > 0 { groups.append(current) }
        if run.first == UInt8(ascii: "+") { return digits >= 7 && digits <= 15 }
        return groups == [3, 3, 4] || (hyphen && groups == [3, 4])
    }

    /// The text's words, lowercased: runs of ASCII letters and hyphens.
    static func words(_ bytes: [UInt8]) -> [String] {
        var words: [String] = [], current: [UInt8] = []
        for byte in bytes {
            if byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A {
                current.append(byte | 0x20)
            } else if byte == UInt8(ascii: "-"), !current.isEmpty {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
