import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WORKFLOW_WEBHOOK_URL = "hooks.slack.com/workflows/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
