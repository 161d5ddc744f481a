// A picture's pixels as a browser shows it: the SVG drawn by Chromium on a canvas, which the trail map's
// bench and the Liechtenstein map's browser test judge with bench-report.mjs's pictureCoverage.

/** The picture's pixels as Chromium draws the SVG on a canvas at its own size (RGBA, row by row). */
export async function rasterise(context, svg) {
  const page = await context.newPage();
  try {
    const { rgba, width, height } = await page.evaluate(async (text) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      const drawing = canvas.getContext('2d');
      if (!drawing) throw new Error('no 2D canvas context');
      drawing.drawImage(image, 0, 0);
      URL.revokeObjectURL(url);
      const { data } = drawing.getImageData(0, 0, canvas.width, canvas.height);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { rgba: btoa(binary), width: canvas.width, height: canvas.height };
    }, svg);
    return { width, height, data: new Uint8Array(Buffer.from(rgba, 'base64')) };
  } finally {
    await page.close();
  }
}
