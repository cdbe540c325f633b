import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "pzrMhAXMRUV761cy8jUmOrG6HOSkIf7o"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
