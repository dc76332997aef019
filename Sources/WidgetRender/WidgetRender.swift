// One module for integrators who draw widgets: `import WidgetRender` brings the wire schema
// (view trees), the layout pass, pango's text measurement and the four renderers:
//
//     import WidgetRender
//
//     let png = try PNGRenderer(scale: 2).render(node, options: RenderOptions(family: .systemMedium))
//     let html = try HTMLRenderer().render(node, options: RenderOptions(family: .systemMedium))
@_exported import WidgetLayout
@_exported import WidgetPango
@_exported import WidgetRenderHTML
@_exported import WidgetRenderPNG
@_exported import WidgetRenderSVG
@_exported import WidgetRenderTerminal
@_exported import WidgetWire
