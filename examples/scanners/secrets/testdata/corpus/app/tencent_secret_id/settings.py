import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TENCENT_SECRET_ID = "AKIDh2gUUCr8I5PYiBYDK6sUZQehmgb53GuU"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
