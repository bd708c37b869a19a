import Foundation
import Testing
@testable import TermUI

/// The graph tells its own kinds of value apart by the generic type they are made from, read
/// from their metadata, where a cast would first scan every conformance the process has loaded.
/// Each answer must be the one the cast gives.
@MainActor
struct TypeFamilyTests {
    private final class Model: ObservableObject {}
    private struct Card: View {
        @State var isOpen = false
        var body: some View { Text("Card") }
    }
    private struct Bold: ViewModifier {
        func body(content: Content) -> some View { content.bold() }
    }

    @Test("a generic type's specialisations are one family; other types, and what is not a struct or an enum, are not")
    func families() {
        #expect(TypeFamily(State<Int>.self) == TypeFamily(State<[String]>.self))
        #expect(TypeFamily(State<Int>.self) != TypeFamily(Environment<Int>.self))
        #expect(TypeFamily.tupleView.contains(TupleView<(Text, Text)>.self))
        #expect(!TypeFamily.tupleView.contains(Text.self))
        #expect(TypeFamily.conditionalContent.contains(_ConditionalContent<Text, EmptyView>.self))
        #expect(TypeFamily(Model.self) == nil)
        #expect(TypeFamily((Int, Int).self) == nil)
        #expect(TypeFamily((() -> Void).self) == nil)
        #expect(TypeFamily((any View).self) == nil)
    }

    @Test("the wrappers whose storage lives in the node are known by family, as the cast knows them; nothing else is")
    func installableWrappers() {
        let wrappers: [Any.Type] = [State<Int>.self, State<String?>.self, Environment<Bool>.self, Namespace.self,
                                    StateObject<Model>.self, EnvironmentObject<Model>.self, FocusState<Bool>.self,
                                    AccessibilityFocusState<Int?>.self, NodeLocal<Int>.self]
        for type in wrappers {
            #expect(DynamicPropertyInstaller.isInstallable(type), "\(type)")
            #expect(type is any DynamicPropertyInstallable.Type, "\(type)")
        }
        let others: [Any.Type] = [Int.self, String.self, Binding<Int>.self, State<Int>?.self, Card.self, Model.self,
                                  (Int, Int).self, (() -> Void).self, ModifiedContent<Text, Bold>.self]
        for type in others {
            #expect(!DynamicPropertyInstaller.isInstallable(type), "\(type)")
            #expect(!(type is any DynamicPropertyInstallable.Type), "\(type)")
        }
    }

    @Test("a view has a body of its own exactly when TermUI does not draw it; a custom modifier is not a built-in one")
    func composites() {
        let graph = ViewGraph(Card(), columns: 20, rows: 3)
        #expect(ViewNode(graph: graph, parent: nil, key: .named(""), view: Card()).isComposite)
        #expect(!ViewNode(graph: graph, parent: nil, key: .named(""), view: _ViewModifier_Content<Bold>(content: AnyView(Text("Hi")))).isComposite)
        #expect(!ViewNode(graph: graph, parent: nil, key: .named(""), view: Text("Hi")).isComposite)
        #expect(ViewNode(graph: graph, parent: nil, key: .named(""), view: ModifierBody(modifier: Bold(), content: AnyView(Text("Hi")))).isComposite)
        let bold = ModifiedContent(content: Text("Hi"), modifier: Bold())
        var list = ChildList()
        bold.children(into: &list)
        #expect(list.entries.count == 1 && type(of: list.entries[0].view) == ModifierBody<Bold>.self)
        #expect(bold.makeBehavior() is TransparentBehavior)
    }

    @Test("a view TermUI draws is handed over by its own conformance, or, drawn only under a condition (an optional view), by a cast; a view with a body is not")
    func drawnViews() {
        let hooked: [any View] = [Text("Hi"), ModifiedContent(content: Text("Hi"), modifier: Bold()), VStack { Text("A"); Text("B") },
                                  EmptyView(), AnyView(Text("Hi"))]
        for view in hooked {
            #expect(view._drawnByTermUI() != nil, "\(type(of: view))")
            #expect(view.drawnByTermUI != nil, "\(type(of: view))")
        }
        let optional: Text? = Text("Hi")
        #expect(optional.drawnByTermUI != nil)
        #expect(Card()._drawnByTermUI() == nil && Card().drawnByTermUI == nil)
    }

    @Test("a stack's content that is an optional tuple (an alert's actions for data it presents) is laid out as the tuple's views")
    func optionalTupleContent() {
        let tuple: TupleView<(Text, Text)>? = ViewBuilder.buildBlock(Text("Keep"), Text("Remove"))
        var list = ChildList()
        list.appendContent(tuple)
        #expect(list.entries.count == 2)
        let none: TupleView<(Text, Text)>? = nil
        var empty = ChildList()
        empty.appendContent(none)
        // Nothing to show, so nothing in the list (an `if` without `else` while false).
        #expect(empty.entries.isEmpty)
    }
}
