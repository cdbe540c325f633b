import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
