import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_BOT_TOKEN = "xoxb-2203222149906-TYu6jb5e2RZueIEHKCwK08ArI"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
