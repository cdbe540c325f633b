import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WORKFLOW_WEBHOOK_URL = "hooks.slack.com/workflows/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
