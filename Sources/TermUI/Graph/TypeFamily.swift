/// The struct or enum a type is made from, whatever its generic arguments: `State<Int>` and
/// `State<String>` are one family. Read from the type's metadata, so the graph can tell its own
/// few kinds of value apart (a `State`, a `TupleView`, a custom modifier's body) without asking
/// the runtime whether the type conforms to a protocol.
///
/// That question is not free the first time: on Linux the runtime answers the first `is` or
/// `as?` of each type and protocol by scanning every conformance record the process has loaded
/// (about 6 900 in the release executable, 15 to 20 µs a scan), and then keeps the answer.
/// Opening a screen asks a few hundred such first questions, about a quarter of what
/// `rotor speak` costs. A family is compared in a few nanoseconds.
///
/// It rests on Swift's stable metadata layout: a struct's or enum's metadata begins with its
/// kind (0x200 a struct, 0x201 an enum, 0x202 an optional) and then the address of its nominal
/// type descriptor, which every specialisation of a generic type shares.
struct TypeFamily: Hashable, @unchecked Sendable {
    // A descriptor is read-only data, where the executable put it, for the process's life.
    private let descriptor: UnsafeRawPointer

    /// The family of a struct or enum type; nil for a class, a tuple, a function or an
    /// existential.
    init?(_ type: Any.Type) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        switch metadata.load(as: UInt.self) {
        case 0x200, 0x201, 0x202:
            descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
        default:
            return nil
        }
    }

    /// True when `type` is of this family.
    func contains(_ type: Any.Type) -> Bool { TypeFamily(type) == self }

    /// A builder's tuple of views.
    static let tupleView = TypeFamily(TupleView<Int>.self)!
    /// A view with a modifier applied.
    static let modifiedContent = TypeFamily(ModifiedContent<EmptyView, FamilyProbeModifier>.self)!
    /// One branch of a builder's `if`/`else`.
    static let conditionalContent = TypeFamily(_ConditionalContent<EmptyView, EmptyView>.self)!
    /// A custom modifier's body, evaluated in its own node: the only `ModifierBodyProtocol`.
    static let modifierBody = TypeFamily(ModifierBody<FamilyProbeModifier>.self)!

    /// TermUI's generic views that are never `Equatable` and never a dynamic property: a
    /// comparison plan for one of them walks its fields without asking.
    static let plainGenericViews: Set<TypeFamily> = [tupleView, modifiedContent, conditionalContent, modifierBody]

    /// The property wrappers whose storage lives in the node: every `DynamicPropertyInstallable`.
    static let installable: Set<TypeFamily> = [
        TypeFamily(State<Int>.self)!, TypeFamily(Environment<Int>.self)!, TypeFamily(Namespace.self)!,
        TypeFamily(StateObject<FamilyProbeObject>.self)!, TypeFamily(EnvironmentObject<FamilyProbeObject>.self)!,
        TypeFamily(FocusState<Bool>.self)!, TypeFamily(AccessibilityFocusState<Bool>.self)!,
        TypeFamily(NodeLocal<Int>.self)!,
    ]
}

/// A modifier that names the generic families above; never applied.
struct FamilyProbeModifier: ViewModifier {
    func body(content: Content) -> some View { content }
}

/// An object that names the object wrappers' families above; never made.
final class FamilyProbeObject: ObservableObject {}
