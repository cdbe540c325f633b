import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "c51a2381-0b0f-f267-ae5c-1949361481cb"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
