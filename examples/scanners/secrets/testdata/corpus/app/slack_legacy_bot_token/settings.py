import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_BOT_TOKEN = "xoxb-432108814117-locsWraPXsARAbeCvteTN"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
