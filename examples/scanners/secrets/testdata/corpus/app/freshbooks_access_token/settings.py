import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "awubews56ib177z6sp26z4h3shle4gyjkq4jon384u9mgd50cpmt53llwklgxypk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
