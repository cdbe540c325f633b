import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_AUTH_TOKEN = "125d4b285e0643a6971c27565778f88bb115c856a8a7cd406059b557198f6c8c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
