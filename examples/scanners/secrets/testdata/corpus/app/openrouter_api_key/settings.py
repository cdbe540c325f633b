import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENROUTER_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
