import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_MACAROON_TOKEN = "fm1r_QsvKdr8vSG3fPeE+nNNv8vey4B0yKn98UhHqv6XrOHQdSCWlfuEJboIMwXMQfHrTy++c37Ya7QWV2HYYD+VqkT79NO1Cj7Pjpee0HlNmb89c==="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
