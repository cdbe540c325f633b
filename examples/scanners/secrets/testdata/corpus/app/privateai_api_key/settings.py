import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "nwl4ldm08yl4t289i51kk67pyz7mnoxt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
