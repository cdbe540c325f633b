import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.jyALvo_S7joi435kRGxjIPQ03tEi2fR346TQEQQmbs9kpWr0z_IizmA4Yc8fCrFfsv1dgOQY6oRWk6tlRsEvoqBStT89MWXdjZj24GkZ5uphUuFs7fwR8UFeG2nqGUZcq_K-LV8CuL3fCrtlVP4A9p5_pzbXmU3Y9M4PsMuHGQsF8toCOfy.loZXCam9ouV_aFkkA0rOqk7u6o5ttQVaGu8yQJF9lW-Cw5-rI-NZjasBfmbxHEJIwxukP9Tg8wWD--oh8IJSc4=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
