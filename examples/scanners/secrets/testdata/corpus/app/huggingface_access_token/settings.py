import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUGGINGFACE_ACCESS_TOKEN = "hf_9PxOFpTf9fWeNywG75R6FfwgPd8Qq4pxJX"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
