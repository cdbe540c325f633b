import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "5flv7y71krhc1t89mz9zpxgv12zr1m13"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
