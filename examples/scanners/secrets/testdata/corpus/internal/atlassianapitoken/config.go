package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"atlassian_api_token": "ATATT3PQI9qazqFPg5-_mzOxkwiNRV2UCMioPdyPSNmLSfHQSieafrqAJ00MS-FHU7Euj0RYLwtw5lG5XbRNKbhZSnkN1Mu6VvHtvmimBAO1xifL49yVfrZtgTbzPhSAdVDcF9PY688mV6B6h72NVj1KAW=b3778HRTDVQYSJHrFsaserrmNWCTXmto5eAvX",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
