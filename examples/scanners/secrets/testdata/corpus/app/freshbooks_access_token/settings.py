import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "tkn36e25latu08v8yuw3tvtax6k5jnro2qiasgqhbob1zjbjuiucyf82ron7nt7b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
