import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GROQ_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
