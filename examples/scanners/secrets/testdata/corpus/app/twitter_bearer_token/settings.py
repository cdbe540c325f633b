import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_BEARER_TOKEN = "AAAAAAAAAAAAAAAAAAAAAHKinSvzRgK26ClmPQ6tffTzlMgaMZj6EMHyjirqsjyXYBGPpRMDDsMFjTEtuJAXxx6jfCtgkz2FJb3mKWPaivjW1DHsTgiI%naiKoI19VRtbnlgbq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
