import Foundation

/// Decides whether a child view's new value can be skipped: SwiftUI compares view values
/// field by field and re-evaluates a body only when an input changed.
@MainActor
enum ViewComparison {
    static func isSame(_ old: any View, _ new: any View) -> Bool {
        compare(old, new, depth: 0)
    }

    private static func compare(_ a: Any, _ b: Any, depth: Int) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        if a is any DynamicPropertyInstallable {
            // State and friends keep their storage in the node, not in the value.
            return (a as? any StateComparable)?.comparesEqual(to: b) ?? false
        }
        guard depth < 4 else { return false }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        guard ma.displayStyle == .struct || ma.displayStyle == .tuple || ma.displayStyle == .optional || ma.displayStyle == .enum else {
            if ma.displayStyle == .class, let ra = a as AnyObject?, let rb = b as AnyObject? { return ra === rb }
            return false
        }
        if ma.displayStyle == .enum || ma.displayStyle == .optional {
            // Compare the case by its label, then the payload.
            guard ma.children.count == mb.children.count else { return false }
            if ma.children.isEmpty { return "\(a)" == "\(b)" }
        }
        let ca = Array(ma.children), cb = Array(mb.children)
        guard ca.count == cb.count else { return false }
        if ca.isEmpty { return type(of: a) == type(of: b) }
        for (x, y) in zip(ca, cb) {
            guard x.label == y.label, compare(x.value, y.value, depth: depth + 1) else { return false }
        }
        return true
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// Property wrappers whose value lives in the node can say whether two copies are the same.
@MainActor
protocol StateComparable {
    func comparesEqual(to other: Any) -> Bool
}
