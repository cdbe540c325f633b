package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"pypi_upload_token": "pypi-AgEIcHlwaS5vcmcCAQACILKvlKSUy1gzthKVlwwbA25VDbng7VFW94wi7RfeUdL6L0VfHW2LY0SKD6AeOBNTZTQfbcIjenQB4XxxjuYO_nQJxDAcswoGpGqQqU33tsucXoIJXoqxInmN4FUPvJ_e0S1T1gD2wIRrMr43GsFeJPkio_MWQRiVLg",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
