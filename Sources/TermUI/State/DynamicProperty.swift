@_spi(Reflection) import Swift
import Foundation

/// Properties whose storage lives in the view graph, like `@State`.
@MainActor
public protocol DynamicProperty {}

/// Installs graph storage into a view value's dynamic properties before its body runs. Every
/// such wrapper is a `DynamicProperty`, which is what is asked first of a view's fields.
@MainActor
protocol DynamicPropertyInstallable: DynamicProperty {
    func install(in node: ViewNode, index: Int)
}

@MainActor
enum DynamicPropertyInstaller {
    static func install(in view: Any, node: ViewNode) {
        var index = 0
        // Only a custom modifier's body is a `ModifierBodyProtocol`: its family is asked first,
        // so a view of another kind costs no conformance look-up.
        let isModifierBody = TypeFamily.modifierBody.contains(type(of: view))
        let owner = isModifierBody ? (view as? ModifierBodyProtocol)?.dynamicPropertyOwner ?? view : view
        visit(owner, node: node, index: &index, depth: 0)
    }

    /// Where a struct type keeps its dynamic properties, found once per type from its field
    /// layout: a list of a thousand rows works out its row type once, and each body then reads
    /// only the rows' `@State` fields at their offsets, with no reflection.
    private enum Plan {
        /// The type holds no dynamic property (most views).
        case none
        /// Installers for the dynamic properties at these offsets, in declaration order
        /// (a custom `DynamicProperty` struct's own fields in its place).
        case fields([Field])
        /// Not a struct whose layout can be read (an enum's fields change case by case): its
        /// mirror is looked at every time.
        case mirrored
    }

    private struct Field {
        let offset: Int
        let install: @MainActor (UnsafeRawPointer, ViewNode, Int) -> Void
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]

    private static func visit(_ value: Any, node: ViewNode, index: inout Int, depth: Int) {
        let type = Swift.type(of: value)
        let plan = plans[ObjectIdentifier(type)] ?? makePlan(for: type, value: value)
        switch plan {
        case .none:
            return
        case .fields(let fields):
            install(fields, in: value, node: node, index: &index)
        case .mirrored:
            for child in Mirror(reflecting: value).children {
                visit(child: child.value, node: node, index: &index, depth: depth)
            }
        }
    }

    /// Runs each field's installer on the value's storage, opened from its `Any` (and cast to
    /// its type when it opens to an existential holding it, as an `any View` passed on does).
    private static func install(_ fields: [Field], in value: Any, node: ViewNode, index: inout Int) {
        let type = Swift.type(of: value)
        var next = index
        func installAll<T>(_ value: inout T) {
            withUnsafeBytes(of: &value) { bytes in
                guard let base = bytes.baseAddress else { return }
                for field in fields {
                    field.install(base + field.offset, node, next)
                    next += 1
                }
            }
        }
        func open<T>(_ opened: T) {
            if T.self == type {
                var opened = opened
                installAll(&opened)
            } else {
                func cast<U>(_: U.Type) {
                    guard var typed = value as? U else { return }
                    installAll(&typed)
                }
                _openExistential(type, do: cast)
            }
        }
        _openExistential(value, do: open)
        index = next
    }

    private static func makePlan(for type: Any.Type, value: Any) -> Plan {
        let plan: Plan
        if _MetadataKind.of(type) == .struct, let fields = fields(of: type, depth: 0) {
            plan = fields.isEmpty ? .none : .fields(fields)
        } else {
            plan = .mirrored
        }
        plans[ObjectIdentifier(type)] = plan
        return plan
    }

    /// The installers of a struct type's dynamic properties, looking into custom
    /// `DynamicProperty` structs two levels down; nil when the layout cannot be read.
    private static func fields(of type: Any.Type, depth: Int) -> [Field]? {
        var fields: [Field] = []
        var readable = true
        let walked = _forEachField(of: type) { _, offset, fieldType, kind in
            // Every installable wrapper is a `DynamicProperty`, and a closure, a tuple or an
            // existential conforms to nothing: most fields (a string, a flag, a model) cost one
            // conformance look-up, which on a type not met before scans every conformance the
            // process has loaded.
            guard kind.canConform, fieldType is any DynamicProperty.Type else { return true }
            if let installable = fieldType as? any DynamicPropertyInstallable.Type {
                fields.append(Field(offset: offset, install: installer(for: installable)))
            } else if depth < 2 {
                // A custom DynamicProperty struct holding @State inside.
                guard let inner = Self.fields(of: fieldType, depth: depth + 1) else {
                    readable = false
                    return false
                }
                fields += inner.map { field in Field(offset: offset + field.offset, install: field.install) }
            }
            return true
        }
        return walked && readable ? fields : nil
    }

    private static func installer<P: DynamicPropertyInstallable>(for _: P.Type) -> @MainActor (UnsafeRawPointer, ViewNode, Int) -> Void {
        { pointer, node, index in pointer.assumingMemoryBound(to: P.self).pointee.install(in: node, index: index) }
    }

    /// True when `type` is a property wrapper whose storage lives in the node (`@State`,
    /// `@Environment`…), known by its family rather than asked of the runtime.
    static func isInstallable(_ type: Any.Type) -> Bool {
        let installable = TypeFamily(type).map(TypeFamily.installable.contains) ?? false
        assert(installable == (type is any DynamicPropertyInstallable.Type), "\(type): TypeFamily.installable is out of date")
        return installable
    }

    private static func visit(child value: Any, node: ViewNode, index: inout Int, depth: Int) {
        if let property = value as? any DynamicPropertyInstallable {
            property.install(in: node, index: index)
            index += 1
        } else if depth < 2, value is any DynamicProperty {
            // A custom DynamicProperty struct holding @State inside.
            visit(value, node: node, index: &index, depth: depth + 1)
        }
    }
}

extension _MetadataKind {
    /// The kind of `type`, read from its metadata as the kind of the one field of a wrapper
    /// around it. A `Mirror` would ask first whether the value is `CustomReflectable`, and on a
    /// type not met before that look-up scans every conformance the process has loaded.
    static func of(_ type: Any.Type) -> _MetadataKind {
        func kind<T>(_: T.Type) -> _MetadataKind {
            var found = _MetadataKind.unknown
            _forEachField(of: KindProbe<T>.self) { _, _, _, kind in
                found = kind
                return false
            }
            return found
        }
        return _openExistential(type, do: kind)
    }


    /// A type of this kind can conform to a protocol: not a function, a tuple, an existential
    /// or a metatype.
    var canConform: Bool {
        switch self {
        case .function, .tuple, .existential, .metatype, .existentialMetatype: false
        default: true
        }
    }
}

/// A struct of one field, whose field metadata says what kind of type `T` is.
private struct KindProbe<T> {
    var value: T
}
