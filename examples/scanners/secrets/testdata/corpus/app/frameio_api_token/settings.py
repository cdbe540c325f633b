import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRAMEIO_API_TOKEN = "fio-u-uyGryXnmASwlLtTKzPux2IaPDhiP8jLJm1ZH__FQfeRIppfir==Uy31CmeWKFj37"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
