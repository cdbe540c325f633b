import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_ORIGIN_CA_KEY = "v1.0-d7b8aeb677bbefe8502d6571-8f0d01294310db021359c61953550f049bad3df7789dddb31d6663683f478ad6fa8163aaeed85065840232f80d35d828794016fb6d916742fe09e22b993cb961911b4cc6471ec8b30d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
