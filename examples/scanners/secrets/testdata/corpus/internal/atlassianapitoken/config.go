package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"atlassian_api_token": "ATATT3egbcs5OJG9f0fnZmOTL0BnIPG-_nG5mNmkEM5pS46sJGH0HA5C-CoIgqt46QdbT1RHDzbzlvoXLX72D2AMy0Hq8siRbZF70Kx_NgKAdpXgrkZymNbJPIzdjP8eanjHQQ9SghH0wxm0T2rkZmLJLg2a6RHDtufL4mxq0KC0rukA04ZC_ijVqSGD9FJy",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
