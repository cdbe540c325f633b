import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRAMEIO_API_TOKEN = "fio-u-6R8I4BEYQ9qkseY=jVwKWJBRMpFFfqDB2M7eWAEXL=l0lrZLVUm5wDl1G0E98T9r"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
