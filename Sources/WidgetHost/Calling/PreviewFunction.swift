import CWidgetABI
import WidgetWire

/// The preview functions a plugin may export (`wh_preview_fn`, one per `#Preview`): named with
/// `WH_PREVIEW_SYMBOL_PREFIX`, absent from the manifest, all of one C signature.
enum PreviewFunction {
    /// `widgethost_preview_`.
    static let symbolPrefix = WH_PREVIEW_SYMBOL_PREFIX

    /// The handler description of preview function `symbol`, `status symbol(buffer <result>, buffer <error>)`;
    /// `nil` if `symbol` is not a preview function's name.
    static func descriptor(_ symbol: String) -> HandlerDescriptor? {
        guard symbol.hasPrefix(symbolPrefix), symbol.utf8.count > symbolPrefix.utf8.count else { return nil }
        return HandlerDescriptor(symbol: symbol, returns: .status, arguments: [.result, .error])
    }

    /// The preview functions among a library's exported functions, sorted.
    static func symbols(in library: ELFDynamicSymbols) -> [String] {
        library.exportedFunctionNames.filter { descriptor($0) != nil }
    }
}
