import PopupKit
import PopupKitSwiftUI
import SwiftUI

/// SwiftUI views as notices' content: a card in a popup, a label in a toast.
/// The notice draws its card around the view; SwiftUI sizes the view at the
/// width the screen leaves, so its text wraps. The content is a full citizen:
/// it takes text input when asked, presents sheets, and resizes its notice
/// when its own state changes.
struct SwiftUIContentSection: View {
    @State private var showsCard = false
    @State private var showsUndo = false
    @State private var archived = 0
    @State private var asksName = false
    @State private var name = ""
    @State private var showsDetails = false

    var body: some View {
        Section("SwiftUI content") {
            Button("A SwiftUI card as a popup") { showsCard = true }
                .popup(isPresented: $showsCard) {
                    WelcomeCard { showsCard = false }
                }
            Button("A SwiftUI view as a toast (archived \(archived))") {
                archived += 1
                showsUndo = true
            }
            .toast(isPresented: $showsUndo, position: .bottom, duration: .seconds(4)) {
                HStack(spacing: 12) {
                    Image(systemName: "archivebox")
                    Text("\(archived) archived").bold()
                    Button("Undo") {
                        archived -= 1
                        showsUndo = false
                    }
                }
                .foregroundStyle(.white)
            }
            Button("A SwiftUI text field in a popup (\(name.isEmpty ? "no name" : name))") { asksName = true }
                .popup(isPresented: $asksName, acceptsTextInput: true) {
                    VStack(spacing: 12) {
                        TextField("Your name", text: $name)
                            .textFieldStyle(.roundedBorder)
                            .frame(minWidth: 220)
                        Button("Done") { asksName = false }
                    }
                }
            Button("A SwiftUI popup that grows and presents a sheet") { showsDetails = true }
                .popup(isPresented: $showsDetails) {
                    DetailsCard { showsDetails = false }
                }
        }
    }
}

/// A card whose own state resizes its popup (the disclosure group) and that
/// presents a sheet from inside the popup.
private struct DetailsCard: View {
    let close: () -> Void
    @State private var expanded = false
    @State private var showsSheet = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DisclosureGroup("Details", isExpanded: $expanded) {
                Text("The popup grew to fit this text, without the modifier being updated.")
                    .fixedSize(horizontal: false, vertical: true)
            }
            Button("Open a sheet") { showsSheet = true }
            Button("Close", action: close)
        }
        .frame(width: 260)
        .sheet(isPresented: $showsSheet) {
            Text("A sheet from inside a popup").presentationDetents([.medium])
        }
    }
}

/// A card with a title, a text that wraps and a button that closes it.
private struct WelcomeCard: View {
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Welcome to PopupKit").font(.headline)
            Text("Any SwiftUI view can be a notice's content: this card is one, sized by SwiftUI and "
                 + "shown in a popup above sheets and full-screen covers.")
                .font(.subheadline)
                .fixedSize(horizontal: false, vertical: true)
            Button("Got it", action: close)
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(4)
    }
}
