import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "Y4wTaGLTADU2yRhSOwC5S4g5jxeZLHNtA8jcAojlBgV4UdIHDpdtrxeKpZYLzcL7kPfbhXPZ47OMLT+oSCcWXZ=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
