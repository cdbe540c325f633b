import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENAI_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
