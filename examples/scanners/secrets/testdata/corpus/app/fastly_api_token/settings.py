import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FASTLY_API_TOKEN = "W9sJEMbcfg3Keon7v0A91t3IjsCeBeTq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
