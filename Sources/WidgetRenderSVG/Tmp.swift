enum TmpWidgetRenderSVG {}
