import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "11nFPTlarg9tGRo8Ot1TrQxLWvpmeIlAzlcnAUdioOHrM49o3qU4KvUK+3i0QRI+BEeD20hZgMbdDdol1AxMYi=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
