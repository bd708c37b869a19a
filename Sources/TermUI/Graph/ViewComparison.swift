@_spi(Reflection) import Swift
import Foundation

/// Decides whether a child view's new value can be skipped: SwiftUI compares view values
/// field by field and re-evaluates a body only when an input changed.
///
/// The rules, for a value and its fields to a depth of four:
/// - an `Equatable` value is compared with `==`;
/// - a property wrapper whose storage lives in the node (`@State`, `@Environment`…) says itself;
/// - a payload-free enum or another value of plain bits that is not a struct is the same when its
///   bits are;
/// - a struct or tuple is the same when every field is; a class instance when it is the same object;
/// - an enum or an optional is the same when its case is and its payload is;
/// - a closure is never the same (there is nothing to compare), and neither is what holds one.
///
/// What a type's fields are and how each is compared is worked out once per type, from its
/// field layout, into a plan of byte offsets and comparisons: a modifier chain holding a
/// closure is known never to be the same without looking at its values.
@MainActor
enum ViewComparison {
    static func isSame(_ old: any View, _ new: any View) -> Bool {
        compare(old, new, depth: 0)
    }

    /// How the values of one type, at one depth, are compared.
    fileprivate enum Plan {
        /// Never the same: a closure, or a struct holding one.
        case never
        /// Compare the values as they are (the type is Equatable, a node-stored wrapper, an enum
        /// or optional with a payload, an existential, a class): see `compareDynamically`.
        case dynamic
        /// A struct or tuple: these comparisons of its (flattened) fields, each at its offset.
        case fields([Field])
        /// An `Equatable` type met as a value: its `==`, found once.
        case equatable(@MainActor (Any, Any) -> Bool)
    }

    fileprivate struct Field {
        let offset: Int
        let compare: @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    }

    private struct PlanKey: Hashable {
        let type: ObjectIdentifier
        let depth: Int
    }

    private static var plans: [PlanKey: Plan] = [:]

    /// Values compared by their rules at comparison time rather than by a plan made once per
    /// type, over the process's life (tests count work with it).
    private(set) static var dynamicComparisons = 0

    /// What kind of type a plan is made for.
    fileprivate enum Shape {
        case structure, enumeration, function, other

        init(_ kind: _MetadataKind) {
            switch kind {
            case .struct, .tuple: self = .structure
            case .enum, .optional: self = .enumeration
            case .function: self = .function
            default: self = .other
            }
        }

        /// A value's shape, for a type met as a value rather than as a field: the kind of its
        /// type, as a field's is known.
        init(of value: Any) {
            self.init(_MetadataKind.of(Swift.type(of: value)))
        }
    }

    static func compare(_ a: Any, _ b: Any, depth: Int) -> Bool {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b) else { return false }
        let key = PlanKey(type: ObjectIdentifier(type), depth: depth)
        let plan = plans[key] ?? plan(for: type, shape: Shape(of: a), depth: depth)
        switch plan {
        case .never: return false
        case .dynamic: return compareDynamically(a, b, depth: depth)
        case .fields(let fields): return compareFields(a, b, fields)
        case .equatable(let equal): return equal(a, b)
        }
    }

    /// Compares the fields at their offsets in the two values' storage. Each value is opened
    /// from its `Any` to its own type; one that reached here through an existential field (an
    /// `any View` passed on as `Any`) opens to that existential, and is cast to its type.
    private static func compareFields(_ a: Any, _ b: Any, _ fields: [Field]) -> Bool {
        let type = Swift.type(of: a)
        func compareBytes<A, B>(_ a: inout A, _ b: inout B) -> Bool {
            withUnsafeBytes(of: &a) { pa in
                withUnsafeBytes(of: &b) { pb in
                    guard let pa = pa.baseAddress, let pb = pb.baseAddress else { return true }
                    for field in fields where !field.compare(pa + field.offset, pb + field.offset) { return false }
                    return true
                }
            }
        }
        func openFirst<A>(_ a: A) -> Bool {
            func openSecond<B>(_ b: B) -> Bool {
                var a = a, b = b
                return compareBytes(&a, &b)
            }
            return _openExistential(b, do: openSecond)
        }
        func cast<T>(_: T.Type) -> Bool {
            guard var a = a as? T, var b = b as? T else { return false }
            return compareBytes(&a, &b)
        }
        if isOpenedAsItself(a, type), isOpenedAsItself(b, type) { return _openExistential(a, do: openFirst) }
        return _openExistential(type, do: cast)
    }

    /// True when `value` opens to `type` itself rather than to an existential holding it.
    private static func isOpenedAsItself(_ value: Any, _ type: Any.Type) -> Bool {
        func check<T>(_: T) -> Bool { T.self == type }
        return _openExistential(value, do: check)
    }

    private static func plan(for type: Any.Type, shape: Shape, depth: Int) -> Plan {
        let key = PlanKey(type: ObjectIdentifier(type), depth: depth)
        if let plan = plans[key] { return plan }
        let plan = makePlan(for: type, shape: shape, depth: depth)
        plans[key] = plan
        return plan
    }

    private static func makePlan(for type: Any.Type, shape: Shape, depth: Int) -> Plan {
        // A closure conforms to nothing: asked first, it costs no conformance look-ups (each
        // scans every conformance loaded the first time a type is asked about).
        if shape == .function { return .never }
        // TermUI's own generic views (a modifier chain, a tuple, a branch) are neither, and
        // are the commonest types compared: their fields are walked without asking.
        let isPlainView = TypeFamily(type).map(TypeFamily.plainGenericViews.contains) ?? false
        assert(!isPlainView || !(type is any Equatable.Type), "\(type) is Equatable")
        if !isPlainView, let equatable = type as? any Equatable.Type { return .equatable(equalValues(equatable)) }
        if DynamicPropertyInstaller.isInstallable(type) { return .dynamic }
        guard depth < 4 else { return .never }
        // A struct is walked field by field even when it is plain bits: the padding between its
        // fields is not part of its value.
        guard shape == .structure else {
            // A payload-free enum, an optional number, a metatype: its bits; an enum with a
            // payload that holds references, a class, an existential: compared as values.
            return isPlainBits(type) ? .fields([bitwise(type, offset: 0)]) : .dynamic
        }
        var fields: [Field] = []
        var isNever = false
        let walked = _forEachField(of: type) { _, offset, fieldType, kind in
            switch plan(for: fieldType, shape: Shape(kind), depth: depth + 1) {
            case .never:
                isNever = true
                return false
            case .fields(let inner):
                fields += inner.map { field in Field(offset: offset + field.offset, compare: field.compare) }
            case .equatable:
                fields.append(Field(offset: offset, compare: dynamicField(fieldType, depth: depth + 1)))
            case .dynamic:
                // A property wrapper whose storage lives in the node (`@State`, `@Environment`…)
                // is the same whenever its type is, and the type is the field's: nothing to compare.
                guard !DynamicPropertyInstaller.isInstallable(fieldType) else { break }
                if kind == .class || isOptionalReference(fieldType) {
                    // The same object is the same reference: its bits (nil is all zero).
                    fields.append(bitwise(fieldType, offset: offset))
                } else if let optional = fieldType as? any OptionalWrapping.Type, optional.wrapsFunction {
                    // An optional closure is the same only when neither holds one.
                    fields.append(Field(offset: offset) { a, b in optional.isNil(at: a) && optional.isNil(at: b) })
                } else {
                    fields.append(Field(offset: offset, compare: dynamicField(fieldType, depth: depth + 1)))
                }
            }
            return true
        }
        if isNever { return .never }
        // A struct whose layout cannot be read is compared through its mirror.
        return walked ? .fields(fields) : .dynamic
    }

    /// A value of plain bits: the same when its bytes are.
    private static func bitwise(_ type: Any.Type, offset: Int) -> Field {
        func make<T>(_: T.Type) -> Field {
            let size = MemoryLayout<T>.size
            return Field(offset: offset) { a, b in memcmp(a, b, size) == 0 }
        }
        return _openExistential(type, do: make)
    }

    /// A field compared as a value: loaded from its place and compared by the rules. An
    /// `Equatable` field's `==` is found once, with the plan, not cast to at each comparison.
    private static func dynamicField(_ type: Any.Type, depth: Int) -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        if let equatable = type as? any Equatable.Type { return equalField(equatable) }
        // An existential (`any View`) or an enum: compared by the plan of the type it holds,
        // found when it is met.
        func make<T>(_: T.Type) -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { a, b in compare(a.assumingMemoryBound(to: T.self).pointee,
                              b.assumingMemoryBound(to: T.self).pointee, depth: depth) }
        }
        return _openExistential(type, do: make)
    }

    private static func equalValues<T: Equatable>(_: T.Type) -> @MainActor (Any, Any) -> Bool {
        { a, b in
            guard let a = a as? T, let b = b as? T else { return false }
            return a == b
        }
    }

    private static func equalField<T: Equatable>(_: T.Type) -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee }
    }

    /// An optional class reference (`Timer?`, `Model?`): one pointer, nil being zero.
    private static func isOptionalReference(_ type: Any.Type) -> Bool {
        (type as? any OptionalWrapping.Type)?.wrapsOneReference ?? false
    }

    private static func isPlainBits(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    /// The rules applied to the values themselves.
    private static func compareDynamically(_ a: Any, _ b: Any, depth: Int) -> Bool {
        dynamicComparisons += 1
        if let a = a as? any Equatable { return equal(a, b) }
        if DynamicPropertyInstaller.isInstallable(Swift.type(of: a)) {
            // State and friends keep their storage in the node, not in the value.
            return (a as? any StateComparable)?.comparesEqual(to: b) ?? false
        }
        guard depth < 4 else { return false }
        let ma = Mirror(reflecting: a)
        switch ma.displayStyle {
        case .class:
            guard let ra = a as AnyObject?, let rb = b as AnyObject? else { return false }
            return ra === rb
        case .enum, .optional:
            // An existential's value (an `any View`) reaches here as itself: its own type's plan.
            guard Swift.type(of: a) == Swift.type(of: b) else { return false }
            let mb = Mirror(reflecting: b)
            // Compare the case by its label, then the payload.
            guard ma.children.count == mb.children.count else { return false }
            guard let ca = ma.children.first, let cb = mb.children.first else { return "\(a)" == "\(b)" }
            return ca.label == cb.label && compare(ca.value, cb.value, depth: depth + 1)
        case .struct, .tuple:
            guard Swift.type(of: a) == Swift.type(of: b) else { return false }
            switch plan(for: Swift.type(of: a), shape: .structure, depth: depth) {
            case .never: return false
            case .fields(let fields): return compareFields(a, b, fields)
            case .equatable(let equal): return equal(a, b)
            case .dynamic: return compareMirrored(ma, Mirror(reflecting: b), depth: depth)
            }
        default:
            return false
        }
    }

    /// A struct whose field layout cannot be read: its fields as the mirror lists them.
    private static func compareMirrored(_ ma: Mirror, _ mb: Mirror, depth: Int) -> Bool {
        let ca = Array(ma.children), cb = Array(mb.children)
        guard ca.count == cb.count else { return false }
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

/// Lets a plan see an optional's wrapped type.
protocol OptionalWrapping {
    /// Wraps a class reference held in one pointer (not an existential with witness tables).
    static var wrapsOneReference: Bool { get }
    /// Wraps a closure, or a type named with one (which holds one, so is never the same).
    static var wrapsFunction: Bool { get }
    static func isNil(at pointer: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalWrapping {
    static var wrapsOneReference: Bool {
        Wrapped.self is AnyObject.Type && MemoryLayout<Self>.size == MemoryLayout<UnsafeRawPointer>.size
    }

    static var wrapsFunction: Bool { "\(Wrapped.self)".contains(" -> ") }

    static func isNil(at pointer: UnsafeRawPointer) -> Bool {
        if case .none = pointer.assumingMemoryBound(to: Self.self).pointee { return true }
        return false
    }
}
