package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cloudinary_url": "cloudinary://112253192756313:_WU-Bs2_pZ1Xc6pO3PBv-zPqfcv@lc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
